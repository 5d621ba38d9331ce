/**
 * A "mode" switched on that lifts the model's rules: the mode's name (developer, debug, god,
 * jailbreak, maintenance mode …), a word of switching it on just before or after it, and within
 * the next couple of sentences the rules lifted (no / ignore / without … policy, rules,
 * restrictions, filters, censorship) or "answer anything". The name and the switch alone are
 * ordinary operations text (enable developer mode in Chrome, maintenance mode is on), so the
 * third part is required. Per language, written from how each says it (issue 15, round 5), not
 * from any corpus; the patterns run on the folded view (no accents, jamo for Hangul), one per
 * script group, each anchored on the mode's name.
 */

export interface ModeGrammar {
  readonly mode: string;
  /** Switching on, after the name ("… mode enabled") and before it ("enable … mode"). */
  readonly after: string;
  readonly before: string;
  readonly lift: string;
  readonly gap: string;
}

export const LATIN_GAP = '[^\\n]{0,30}?';
const CJK_GAP = '[^。\\n]{0,12}?';

const en: ModeGrammar = {
  mode: String.raw`\b(?:developer|dev|debug|god|jailbreak|jailbroken|unrestricted|admin|sudo|maintenance|dan|evil|chaos|unfiltered|uncensored)\s+mode\b`,
  after: String.raw`\b(?:enabled|activated|active|on|engaged|unlocked|turned on|switched on)\b`,
  before: String.raw`\b(?:enable|activate|turn on|switch on|switched to|switch to|enter|entered|engage|unlock|now in|into)`,
  lift: String.raw`\b(?:(?:ignor\w*|bypass\w*|disregard\w*|no|none of|without|free of|not bound by|do not (?:follow|apply)|lifted|disabled|suspended)\s+(?:\S+\s+){0,3}?(?:content polic(?:y|ies)|polic(?:y|ies)|guidelines|rules|restrictions|filters|censorship|limits|limitations|ethics)|(?:safety|content)\s+(?:filters|policy|policies|guidelines|rules|restrictions)\s+(?:are|is)\s+(?:now\s+)?(?:off|disabled|lifted|suspended|gone)|(?:say|answer|do|generate|write|output)\s+anything|answer\s+(?:every|any)\s+(?:question|request|prompt)|never\s+refuse)`,
  gap: LATIN_GAP,
};

// Spanish and Portuguese share "modo" and most of their words: one pattern.
const iberian: ModeGrammar = {
  mode: String.raw`\bmodo\s+(?:de\s+)?(?:desarrollador|desenvolvedor|programador|dios|deus|depuracion|depuracao|jailbreak|sin restricciones|sem restricoes|mantenimiento|manutencao)\b`,
  after: String.raw`\b(?:activado|activo|habilitado|encendido|ativado|ativo|ligado)\b`,
  before: String.raw`\b(?:activa|activar|habilita|entra en|entraste en|cambia a|ative|ativar|ativa|entre no|entrou no|mude para)`,
  lift: String.raw`(?:\b(?:ningun[ao]?|nenhuma?|sin|sem|ignor\w*|saltar\w*|no (?:tienes que |debes )?(?:respetar|seguir|cumplir)|nao (?:precisa |deve )?(?:respeitar|seguir|cumprir))\s+(?:\S+\s+){0,3}?(?:politicas?|reglas|regras|normas|restricciones|restricoes|filtros|censura|limites)|responder a (?:todo|tudo|cualquier|qualquer)|contestar a (?:todo|cualquier)|(?:cualquier|qualquer) pergunta|cualquier pregunta)`,
  gap: LATIN_GAP,
};

const fr: ModeGrammar = {
  mode: String.raw`\bmode\s+(?:developpeur|dieu|debogage|debug|jailbreak|sans restrictions?|maintenance)\b`,
  after: String.raw`\b(?:active|activee|actif|enclenche)\b`,
  before: String.raw`\b(?:active|activer|activez|passe en|entre en|bascule en)`,
  lift: String.raw`(?:\b(?:aucune?|sans|ignore\w*|ne (?:respecte|respectes|suis) plus)\s+(?:\S+\s+){0,3}?(?:politiques?|regles?|restrictions?|filtres?|censure|limites?)|repondre a tout|reponds a tout|n.importe quelle question)`,
  gap: LATIN_GAP,
};

const de: ModeGrammar = {
  mode: String.raw`\b(?:entwickler|gott|debug|jailbreak|wartungs)-?modus\b`,
  after: String.raw`\b(?:aktiviert|aktiv|eingeschaltet|an)\b`,
  before: String.raw`\b(?:aktiviere|aktivier|schalte|wechsle in den|im)`,
  lift: String.raw`(?:\b(?:keine|ohne|ignorier\w*|nicht mehr)\s+(?:\S+\s+){0,3}?(?:richtlinien|regeln|einschrankungen|filter|zensur|grenzen)|\b(?:regeln|richtlinien)\s+(?:\S+\s+){0,2}?(?:beachten|befolgen|einhalten)|beantwortest alles|alles beantworten|jede frage)`,
  gap: LATIN_GAP,
};

const ru: ModeGrammar = {
  mode: String.raw`режим\S*\s+(?:разработчик\S*|бога|отладки|без ограничений|джейлбрейк\S*|обслуживания)`,
  after: String.raw`(?:включ\S*|активир\S*)`,
  before: String.raw`(?:включ\S*|активир\S*|перейди в|вошел в)`,
  lift: String.raw`(?:(?:никаких|без|игнорир\S*|не (?:соблюда\S*|следу\S*))\s+(?:\S+\s+){0,3}?(?:правил\S*|ограничени\S*|фильтр\S*|цензур\S*|политик\S*)|не\s+соблюда\S*|любой вопрос|на вс[её]\b)`,
  gap: LATIN_GAP,
};

const zh: ModeGrammar = {
  mode: String.raw`(?:开发者|開發者|开发人员|開發人員|上帝|调试|調試|越狱|越獄|无限制|無限制|维护|維護)模式`,
  after: String.raw`(?:启用|啟用|开启|開啟|打开|打開|激活|已启动|已啟動)`,
  before: String.raw`(?:启用|啟用|开启|開啟|打开|打開|激活|进入|進入|处于|處於|切换到|切換到)`,
  lift: String.raw`(?:(?:不受|没有|沒有|无视|無視|忽略|解除|不用遵守|不必遵守|无需遵守|無需遵守)[^。\n]{0,8}?(?:限制|规则|規則|政策|过滤|過濾|审查|審查|约束|約束)|任何问题|任何問題|内容政策|內容政策)`,
  gap: CJK_GAP,
};

const ja: ModeGrammar = {
  mode: String.raw`(?:開発者|デベロッパー|デバッグ|ゴッド|無制限|脱獄|管理者|メンテナンス)モード`,
  after: String.raw`(?:有効|オン|起動|アクティブ|に入|に切り替)`,
  before: String.raw`(?:有効|オン|起動)`,
  lift: String.raw`(?:(?:制限|ルール|ポリシー|フィルター|検閲|規則|制約)[^。\n]{0,8}?(?:無視|なし|なく|ない|解除|関係なく)|何でも|なんでも|どんな質問にも|あらゆる質問に)`,
  gap: CJK_GAP,
};

// Hangul is read as jamo (the view decomposes it), so gaps are counted in jamo.
const ko: ModeGrammar = {
  mode: String.raw`(?:개발자|디버그|무제한|탈옥|관리자|갓)\s?모드`,
  after: String.raw`(?:켜|활성화|진입|전환)`,
  before: String.raw`(?:켜|활성화)`,
  lift: String.raw`(?:(?:규칙|정책|제한|필터|검열)[^.\n]{0,20}?(?:무시|없|해제)|무엇이든|어떤 질문에도)`,
  gap: '[^.\\n]{0,30}?',
};

/** The mode, switched on (after it, or before it as a lookbehind), then the rules lifted. */
export const modePattern = (g: ModeGrammar): string =>
  `${g.mode}(?:${g.gap}${g.after}|(?<=${g.before}${g.gap}${g.mode}))[^\\n]{0,200}?${g.lift}`;

// Eighth round (English): acting as a debug console or a root shell; a code or phrase that switches
// a mode on, or keeps it on until it is given. A mode's name alone is operations text.
const EN_MODE_NAME = String.raw`(?:developer|dev|debug|god|jailbreak|jailbroken|unrestricted|admin|sudo|maintenance|dan|evil|chaos|unfiltered|uncensored)`;
// Each anchored at its rarer word (the console, "mode"), the rest read back: "act", "function",
// "developer" would wake them hundreds of times per megabyte of handbook.
const CONSOLE_KIND = String.raw`(?:debug|developer|dev|admin|administrator|maintenance|diagnostic|root|sudo|god|unrestricted|jailbroken|system)`;
const enConsole = String.raw`\b(?:interface|console|terminal|shell)\b(?<=\b(?:act|acting|behave|function|serve|operate)\s+as\s+(?:an?\s+|the\s+)?${CONSOLE_KIND}\s+(?:mode\s+)?(?:interface|console|terminal|shell))`;
const enCode = String.raw`\b(?:code|phrase|word|keyword|password|passphrase)\s+["'“‘][^"'”’\n]{1,20}["'”’]\s+(?:indicates|activates|enables|triggers|unlocks|signals|starts|switches on|turns on|puts you in)\s+(?:an?\s+|the\s+)?${EN_MODE_NAME}\s+mode\b|\bmode(?=\s+(?:should|must|will|shall|is to)\s+(?:remain|stay|be kept)\s)(?<=\b${EN_MODE_NAME}\s+mode)\s+(?:should|must|will|shall|is to)\s+(?:remain|stay|be kept)\s+(?:active|on|enabled|engaged|unlocked)\s+until\s+(?:the\s+)?(?:code|phrase|word|keyword|password)\b`;

export const modePatterns: readonly string[] = [...[en, iberian, fr, de, ru, zh, ja, ko].map(modePattern), enConsole, enCode];
