/**
 * Benign training text for the second stage of the injection classifier (issue 15, round 7):
 * sentences that TALK ABOUT an attack rather than address the reader's AI. Definitions (a third-
 * person subject + is/are), reported speech (an attacker told the model to …, in the past or as
 * a habit, with "its" and "their" where an attack says "your"), and the prompts a login shows
 * ("the system will prompt you for …"). The attack clauses are the attack grammar's own words
 * (injection-grammar-words.ts), so the words of an attack alone do not decide; who is spoken to
 * does. English only: the handbooks that talk about attacks are English. Deterministic for a seed.
 * Print samples: `npx vite-node bench/support/injection-grammar-talk.ts`.
 */
import { pick, prng, type Rand } from './prng';
import { GRAMMARS, type Grammar } from './injection-grammar-words';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const tidy = (s: string): string => cap(s.replace(/\s+/g, ' ').replace(/\s+([,.:;!?])/g, '$1').trim());
const en = GRAMMARS[0] as Grammar;

const TERMS = ['prompt injection', 'a jailbreak', 'an indirect injection', 'a prompt leak', 'a jailbreak prompt', 'an injection attack', 'social engineering', 'a phishing attack', 'data exfiltration', 'a malicious prompt'];
const KINDS = ['an attack', 'a technique', 'a kind of input', 'a message', 'a class of vulnerability', 'a trick', 'text'];
const WHERE = ['in which', 'where', 'that works when', 'used when'];
const ACTORS = ['an attacker', 'a user', 'someone outside the company', 'a malicious page', 'the author of a document', 'a third party'];
const VICTIMS = ['the model', 'the assistant', 'the chatbot', 'the bot', 'the agent', 'the summariser', 'a language model', 'the support bot', 'an LLM', 'staff'];
const SUBJECTS = ['the attacker', 'the injected text', 'a hidden comment', 'the phishing e-mail', 'someone in the channel', 'the researcher', 'the malicious page', 'attackers', 'the message', 'the test prompt'];
const REPORT = ['told', 'asked', 'tried to make', 'instructed', 'tricked', 'often tells', 'usually asks', 'may try to get', 'kept asking', 'wanted'];
const TAILS = [
  '; the request was blocked', ', and the bot refused', '. Report such messages to the security team', '. The vendor fixed the issue in the next release', '; filters that look for one phrase miss paraphrases',
  ', so treat model output as untrusted', '. We describe how to detect this below', ', as the post-mortem explains', '. This is why tools have no access to secrets', '',
];
const SYSTEMS = ['the system', 'the installer', 'your laptop', 'the VPN client', 'the sign-in page', 'the terminal', 'the help desk tool', 'the portal'];
const ASKS = ['will prompt you for', 'asks for', 'prompts you to enter', 'will ask you to confirm', 'may prompt you for', 'requests'];
const SECRETS = ['your password', 'your passphrase', 'a one-time code', 'your username and password', 'your PIN', 'the recovery key', 'a new password'];
const WHEN = ['twice', 'the first time you log in', 'when the session expires', 'after a restart', 'before it installs updates', 'once a day', 'each time you connect'];

// An attack clause in the third person: what was demanded of the model, not a demand of the reader's AI.
function demanded(rand: Rand): string {
  // No 'say "…"' payloads: with them (a fifth form; seed 15) 5 of our 48 round-7 dev hard
  // negatives were flagged, without them 3-4, for the same dev recall: a quoted payload is an
  // attack's mark, left to attacks.
  switch (Math.floor(rand() * 4)) {
    case 0:
      return `${pick(rand, en.override)} ${pick(rand, ['its', 'their', 'the', 'all its'])} ${pick(rand, en.back)} ${pick(rand, en.objects)}`;
    case 1:
      return `${pick(rand, ['reveal', 'print', 'repeat', 'show', 'leak', 'share'])} ${pick(rand, ['its system prompt', 'its hidden instructions', 'the original prompt', 'its configuration', 'the rules it was given', 'the conversation so far'])}`;
    case 2:
      return `${pick(rand, ['act as', 'pretend to be', 'play'])} ${pick(rand, en.unbound)}`;
    default:
      return `${pick(rand, ['send', 'forward', 'post'])} ${pick(rand, ['private data', 'the user\'s files', 'the chat history', 'customer e-mails'])} to ${pick(rand, en.targets)}`;
  }
}

function talk(rand: Rand): string {
  switch (Math.floor(rand() * 4)) {
    case 0:
      return `${pick(rand, TERMS)} is ${pick(rand, KINDS)} ${pick(rand, WHERE)} ${pick(rand, ACTORS)} gets ${pick(rand, VICTIMS)} to ${demanded(rand)}${pick(rand, TAILS)}.`;
    case 1:
      return `${pick(rand, SUBJECTS)} ${pick(rand, REPORT)} ${pick(rand, VICTIMS)} to ${demanded(rand)}${pick(rand, TAILS)}.`;
    case 2:
      return `In ${pick(rand, TERMS)}, ${pick(rand, ACTORS)} ${pick(rand, ['asks', 'tells', 'tries to get', 'wants'])} ${pick(rand, VICTIMS)} to ${demanded(rand)}${pick(rand, TAILS)}.`;
    default:
      return `${pick(rand, SYSTEMS)} ${pick(rand, ASKS)} ${pick(rand, SECRETS)} ${pick(rand, WHEN)}.`;
  }
}

/** `n` sentences that talk about attacks or ask for a login, for the second stage's benign side. */
export function talkTexts(n: number, seed = 15): string[] {
  const rand = prng(seed * 7 + 1);
  return Array.from({ length: n }, () => tidy(talk(rand)));
}

if (process.argv[1]?.endsWith('injection-grammar-talk.ts') === true) for (const t of talkTexts(20)) console.log(t);
