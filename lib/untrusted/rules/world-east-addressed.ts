/**
 * Orders inside data addressed to the AI that reads it, in ko hi bn th (issue 15, ninth round): a
 * word for an AI named as the one doing something to this text ("이 리뷰를 요약하는 AI는", "এই লেখা
 * অনুবাদ করা মডেল", "เอไอที่อ่านตารางนี้") or a label for it ("एआई के लिए:", "ถึงเอไอ:"), then, in the
 * same sentence, an order (an imperative form, or Thai ให้ "shall"). A sentence that goes on with
 * "so / because / but" ("…AI는 틀릴 수 있으니 확인하세요") gives its order to the person reading,
 * and stays quiet. world-addressed.ts has the conditionals and the addresses ending in a colon.
 * Folded-view sources; written from the languages, not from attack corpora.
 */

// Korean: "this … AI는 / 에게 …", then a polite or plain imperative, with no "so / because / but" between.
const KO_AI = '(?:ai|인공지능|어시스턴트|챗봇|모델)';
const KO_SO = '(?:으니|니까|므로|때문|지만|는데|면)';
// (Anchored on the particle, the AI word and "this" checked behind it: an anchor on "ai" would wake
// the regex at every English "aim" or "air".)
const KO_TO = '(?:는|은|에게|한테)';
const ko = `${KO_TO}(?<=이\\s[^.!?\\n]{0,40}?${KO_AI}${KO_TO})\\s(?![^.!?\\n]{0,60}?${KO_SO}\\s)[^.!?\\n]{0,60}?(?:세요|십시오|해라|하라|할 것|말 것)`;

// Hindi: "एआई (सहायक) के लिए:" (for the AI:), then a word ending as an order (-ओ, -इए/-िए).
const hi = 'एआई(?:\\s+सहायक)?\\s+के\\s+लिए\\s*:[^\\n]{0,80}?[^\\s।]+(?:ो|ओ|िए|इए)(?=[\\s।.,!-]|$)';

// Bengali: "এই … (করা / পড়া) মডেল / এআই", then an order, no "so / because / but / if" between.
const BN_AI = '(?:মডেল|এআই)';
const BN_SO = '(?:তাই|কারণ|কিন্তু|হলে|যদি)';
const bn = `${BN_AI}(?<=এই\\s[^।\\n]{0,40}?${BN_AI})(?![^।\\n]{0,60}?${BN_SO}\\s)[^।\\n]{0,60}?(?:করো|করুন|চাও|চান|দাও|দিন|বলো|বলুন|লেখো|লিখুন|পাঠাও|পাঠান)(?![\\u0980-\\u09FF])`;

// Thai: "AI that reads / summarises … this" or "to the AI:", then ให้ / ต้อง (shall, must).
const TH_AI = '(?:ai|เอไอ|แชทบอท|โมเดล)';
// (Anchored on Thai words, for the same reason.)
const th = `ที่(?<=${TH_AI}ที่)(?:อ่าน|สรุป|วิเคราะห์|แปล|ประมวลผล)[^\\s\\n]{0,20}?นี้\\s*(?:ให้|ต้อง|โปรด|กรุณา)|(?:ถึง|สำหรับ)\\s*(?:ผู้ช่วย\\s*)?${TH_AI}\\s*:[^\\n]{0,60}?(?:ให้|ต้อง)`;

/** Folded-view pattern sources, added to the `addressed-to-ai` rule. */
export const eastAddressedPatterns: readonly string[] = [ko, hi, bn, th];
