import { anyOf, foldedPattern, type MarkerRule } from './types';

// Each language: verbs that throw instructions away, qualifiers that point at the ones already
// given, and nouns for instructions. A rule fires on verb … qualifier … noun or verb … noun
// … qualifier, a few words apart; "ignore these instructions if you have an account" (no
// qualifier pointing back) does not.
interface Lang {
  verbs: string[];
  quals: string[];
  nouns: string[];
  /** Latin-script languages can use \b; others cannot (JS \b is ASCII-only). */
  latin: boolean;
}

const LANGS: Record<string, Lang> = {
  en: {
    verbs: ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'override', 'bypass', 'pay no attention to', 'do not follow', "don't follow", 'stop following', 'no longer follow', 'discard', 'abandon'],
    quals: ['all', 'any', 'every', 'previous', 'previously', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'former', 'initial', 'original', 'your', 'system', 'safety', 'developer', 'existing', 'aforementioned', 'above-mentioned'],
    nouns: ['instructions?', 'directions?', 'directives?', 'prompts?', 'rules', 'guidelines', 'commands', 'context', 'guidance', 'constraints', 'programming', 'training', 'orders', 'restrictions', 'filters', 'messages', 'text', 'tasks?'],
    latin: true,
  },
  fr: {
    verbs: ['ignore[sz]?', 'ignorer', 'oublie[sz]?', 'oublier', 'ne tiens pas compte des', 'ne tenez pas compte des', 'fais abstraction des', 'faites abstraction des'],
    quals: ['toutes', 'tous', 'precedentes', 'precedents', 'anterieures', 'ci-dessus', 'initiales', 'originales', 'tes', 'vos'],
    nouns: ['instructions', 'consignes', 'directives', 'regles', 'ordres', 'indications'],
    latin: true,
  },
  de: {
    verbs: ['ignoriere', 'ignorieren', 'ignoriert', 'vergiss', 'vergessen', 'vergesst', 'missachte', 'missachten'],
    quals: ['alle', 'allen', 'vorherigen', 'vorherige', 'bisherigen', 'obigen', 'vorangegangenen', 'fruheren', 'ursprunglichen', 'deine', 'ihre'],
    nouns: ['anweisungen', 'instruktionen', 'befehle', 'regeln', 'vorgaben', 'anordnungen'],
    latin: true,
  },
  es: {
    verbs: ['ignora', 'ignore', 'ignoren', 'ignorar', 'olvida', 'olvide', 'olviden', 'olvidar', 'haz caso omiso de', 'omite'],
    quals: ['todas', 'todos', 'anteriores', 'previas', 'originales', 'iniciales', 'tus', 'sus'],
    nouns: ['instrucciones', 'indicaciones', 'ordenes', 'reglas', 'directrices'],
    latin: true,
  },
  it: {
    verbs: ['ignora', 'ignorate', 'ignori', 'dimentica', 'dimenticate', 'dimentichi'],
    quals: ['tutte', 'tutti', 'precedenti', 'sopra', 'iniziali', 'originali', 'tue'],
    nouns: ['istruzioni', 'indicazioni', 'regole', 'direttive', 'ordini'],
    latin: true,
  },
  pt: {
    verbs: ['ignore', 'ignora', 'ignorem', 'ignorar', 'esqueca', 'esquecer', 'desconsidere'],
    quals: ['todas', 'todos', 'anteriores', 'previas', 'acima', 'iniciais', 'originais', 'suas'],
    nouns: ['instrucoes', 'orientacoes', 'regras', 'diretrizes', 'ordens'],
    latin: true,
  },
  nl: {
    verbs: ['negeer', 'negeren', 'vergeet'],
    quals: ['alle', 'vorige', 'eerdere', 'bovenstaande', 'voorgaande', 'oorspronkelijke', 'je', 'jouw'],
    nouns: ['instructies', 'aanwijzingen', 'regels', 'opdrachten'],
    latin: true,
  },
  ru: {
    verbs: ['игнорируй', 'игнорируйте', 'игнорировать', 'проигнорируй', 'забудь', 'забудьте', 'не обращай внимания на'],
    quals: ['все', 'всё', 'предыдущие', 'прежние', 'вышеуказанные', 'изначальные', 'свои', 'твои'],
    nouns: ['инструкции', 'инструкций', 'указания', 'правила', 'команды'],
    latin: false,
  },
};

function langPattern({ verbs, quals, nouns, latin }: Lang): string {
  const b = latin ? '\\b' : '';
  const v = `${b}${anyOf(verbs)}`;
  const q = `${anyOf(quals)}${b}`;
  const n = `${anyOf(nouns)}${b}`;
  // verb, up to four words, then qualifier … noun, or noun … qualifier.
  return `${v}(?:\\s+\\S+){0,4}?\\s+(?:${q}(?:\\s+\\S+){0,2}?\\s+${n}|${n}(?:\\s+\\S+){0,2}?\\s+${q})`;
}

const CJK = [
  // Chinese (simplified and traditional)
  '(?:忽略|无视|無視|忽视|忽視|不要理会|不要理會|忘记|忘記|忘掉).{0,8}?(?:之前|以前|上面|以上|前面|先前|原来|原來|原始|所有|全部|你的).{0,6}?(?:指令|指示|说明|說明|命令|规则|規則|提示|要求|设定|設定)',
  // Japanese
  '(?:以前|前|上記|これまで|最初|元|全て|すべて)の(?:指示|命令|指令|ルール|プロンプト|設定).{0,12}?(?:無視|忘れ)',
  // Korean
  '(?:이전|위의|위|앞의|모든|기존)\\s*(?:지시|지침|명령|규칙|프롬프트).{0,30}?(?:무시|잊어)',
];

/** Instruction overrides in English, French, German, Spanish, Italian, Portuguese, Dutch, Russian, Chinese, Japanese, Korean. */
export const overrideRules: readonly MarkerRule[] = [
  {
    name: 'instruction-override',
    on: 'folded',
    patterns: [
      ...Object.values(LANGS).map((l) => foldedPattern(langPattern(l))),
      // "forget everything you learned before", "disregard all of the above."
      foldedPattern(String.raw`\b(?:forget|disregard|ignore)\s+(?:about\s+)?(?:everything|all(?:\s+of)?\s+(?:that|this|it|the above))\s+(?:you(?:'ve| have)?\s+(?:learned|been told|were told|know)|above|before|previously|so far|i (?:said|told you))`),
      foldedPattern(String.raw`\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|everything\s+)?(?:above|preceding|foregoing)(?=\s*(?:[.,;:!]|and\b|$))`),
      foldedPattern(String.raw`\bstop everything\b`),
      foldedPattern(String.raw`\b(?:new|real|actual|true)\s+(?:system\s+)?(?:instructions|directives|system prompt)\s*(?:are|follow)?\s*:`),
      ...CJK.map(foldedPattern),
    ],
  },
];
