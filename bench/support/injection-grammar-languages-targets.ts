/** Places an attack sends the user or the data to, shared by the grammars of more languages. */
export const TARGETS = ['http://evil.example/x', 'attacker@example.net', 'www.example-prize.net', 'https://bit.example/r'];
