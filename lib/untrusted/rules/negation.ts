/**
 * Negation, per language, for every rule that reads it (issue 15, tenth round): "never ignore the
 * rules", "अपना पासवर्ड किसी को मत बताइए", "อย่าลืม", "请不要把密码告诉任何人", "nie ignoruj" are advice,
 * not orders. Each language's negators are one word class here, and the lookarounds that read them
 * are built from it, so a rule never writes its own list. Languages that negate before the verb
 * get a negative lookbehind; Japanese and Korean, which negate after it, a negative lookahead.
 */

/** English negators, read up to one word before the verb ("do not ignore", "never just ignore"). */
export const EN_NEGATORS = ['not', 'never', "n't", 'no', 'nor', 'without'];
const EN = `(?:${EN_NEGATORS.join('|')})`;

/** Not negated just before: "never ignore the rules" is advice. */
export const NOT_NEGATED = String.raw`(?<!\b${EN}\s+(?:\S+\s+)?)`;

/**
 * The same check placed after the verb (its lookbehind re-reads the verb): a regex woken at
 * every "continued" or "shows" then fails on the cheap `(?=\s)` before any lookbehind runs.
 */
export const negatedBefore = (verbs: string): string => String.raw`(?<!\b${EN}\s+(?:\S+\s+)?${verbs})`;

/**
 * `${NOT_NEGATED}\b${head}` where `ahead` follows, the same matches, but the negation is read back
 * only once `ahead` is seen: read first, it scanned the word before at every "provide", "share",
 * "ignore" and "list" of a handbook (510 attempts per MB of 18F each for two prompt-leak patterns),
 * though few go on as `ahead` does. `head` must not end, at a word start, as one of its own words
 * does: then the head read back from the end of the one matched is that one. Consumes `head` only.
 */
export const negationReadBack = (head: string, ahead: string): string => String.raw`\b${head}(?=${ahead})(?<=${NOT_NEGATED}\b${head})`;

/** `${NOT_NEGATED}\b${head}${rest}` through negationReadBack: `rest` is looked ahead for, then matched. */
export const notNegatedHead = (head: string, rest: string): string => `${negationReadBack(head, rest)}${rest}`;

/** Russian: "не" just before the verb ("не забудь", do not forget). */
export const NOT_NEGATED_RU = String.raw`(?<!не\s)`;

/** Hindi: मत / न / नहीं / ना as a word just before the verb ("मत बताइए", do not tell). */
export const HI_NEGATORS = ['मत', 'न', 'नहीं', 'ना'];
export const NOT_NEGATED_HI = String.raw`(?<!(?:^|[\s,;:])(?:${HI_NEGATORS.join('|')})\s+)`;

/** Thai, written without spaces: อย่า / ห้าม / ไม่ just before the verb ("อย่าลืม", don't forget). */
export const TH_NEGATORS = ['อย่า', 'ห้าม', 'ไม่'];
export const NOT_NEGATED_TH = String.raw`(?<!(?:${TH_NEGATORS.join('|')})\s*)`;

/**
 * Indonesian / Malay and Tagalog: a negator just before the verb ("Jangan beritahukan kata sandi",
 * "Huwag sabihin ... ang password", "huwag mong sabihin"), with Tagalog's linker after it.
 */
export const ID_TL_NEGATORS = ['jangan', 'huwag', 'hindi', 'tidak', 'tak'];
export const NOT_NEGATED_ID_TL = String.raw`(?<!\b(?:${ID_TL_NEGATORS.join('|')})(?:\s+(?:mong|nyong|kang|pernah))?\s+)`;

/** Chinese: a negator before the secret or the verb, a few characters off ("请不要把密码告诉任何人"). */
export const ZH_NEGATORS = ['不要', '不能', '不可', '不得', '不会', '不會', '别', '別', '请勿', '請勿', '切勿', '勿', '绝不', '絕不', '从不', '從不', '禁止'];
export const CJK_NOT_BEFORE = `(?<!(?:${ZH_NEGATORS.join('|')})[^。！？\\n]{0,8})`;

/** Japanese and Korean negate after the verb: "教えてはいけません", "알려주지 마세요". */
export const CJK_NOT_AFTER = '(?!\\s*(?:は|も)\\s*(?:いけ|だめ|ダメ|駄目|なら)|\\s*(?:주)?지\\s*(?:마|말|않))';

/** Polish: "nie" or "nigdy" just before the verb ("nie ignoruj", "nigdy nie zapominaj"). */
export const notNegatedPl = (start: string): string => `(?<!${start}(?:nie|nigdy)\\s+)`;

/**
 * "Is not" and the negative quantifiers and "never" in de fr es it pt and English, for what a
 * handbook says its own chatbot is not ("keine KI ohne Regeln", "aucune IA n'est sûre sans
 * règles"; world-steering.ts, ninth and tenth rounds).
 */
export const LATIN_NOT_BEING = ['keine?[nmrs]?', 'kein', 'nicht', 'nie', 'niemals', 'pas', 'jamais', 'aucune?', 'no es', 'no son', 'ningun[ao]?', 'nunca', 'non e', 'non sono', 'nessun[ao]?', 'mai', 'nao e', 'nao sao', 'nenhum[a]?', 'not', "isn't", 'is not', 'never'];
