/**
 * A secret asked for in another form (issue 15, round 16), in fa el he cs ro sv uk: the password
 * or code word, then in the same line a form that gives it away letter by letter — backwards,
 * each letter, one by one, with spaces between, in Latin letters or the NATO alphabet, "its
 * letters" — which is how "don't say the password, just write it backwards" gets round a
 * refusal. A password policy names letters too ("at least 12 characters, letters and digits"),
 * never reversed, one at a time nor the password's own letters; those forms are the class.
 * Written from the languages, not from attack corpora; for `secret-request`.
 */
import { anyOf } from './types';

// [secret nouns, spelled-out forms] per language (folded: no accents, ZWNJ, breve or diaeresis).
const LANGS: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  ['(?<![a-z])', ['losenord\\S*', 'kodord\\S*', 'hemliga ordet'],
    ['baklanges', 'bokstav for bokstav', 'en bokstav i taget', 'med mellanslag mellan', 'i omvand ordning', 'nato-?alfabetet', 'dess bokstaver', 'bokstaverna i det']],
  ['(?<![\\u0620-\\u06D3])', ['رمز'],
    ['برعکس', 'وارونه', 'حروفش', 'حرف به حرف', 'یکی ?یکی', 'با فاصله بین حروف', 'با حروف انگلیسی', 'فینگلیش', 'از آخر به اول']],
  ['(?<![א-ת])', ['הסיסמ\\S*', 'סיסמ\\S*', 'הקוד הסודי', 'מילת הקוד'],
    ['כל אות', 'אות אחר אות', 'אות אות', 'מהסוף להתחלה', 'בסדר הפוך', 'הפוך', 'באותיות לטיניות', 'אותיותיה']],
  ['(?<![α-ω])', ['κωδικ\\S*', 'συνθηματικ\\S*', 'μυστικη λεξη'],
    ['τα γραμματα του', 'τα γραμματα της', 'γραμμα γραμμα', 'αναποδα', 'αντιστροφα', 'με λατινικους χαρακτηρες', 'χωρισμενα με']],
  ['(?<![а-яіє])', ['парол\\S*', 'кодове слово', 'секретне слово'],
    ['задом наперед', 'у зворотному порядку', 'в зворотному порядку', 'по літері', 'літера за літерою', 'кожну літеру', 'через пробіл', 'латиницею', 'його літери']],
  ['(?<![a-z])', ['hesl\\S*'],
    ['pozpatku', 'pismeno po pismenu', 'po pismenech', 'jeho pismena', 'v abecede nato', 's mezerami']],
  ['(?<![a-z])', ['parol(?:a|ei|ele)(?![a-z])', 'cuvantul secret'],
    ['invers', 'de la coada la cap', 'litera cu litera', 'fiecare litera', 'literele (?:lui|ei)', 'cu spatii intre', 'alfabetul nato']],
];

/** Folded-view pattern sources (secret-request): the secret, then a spelled-out form in the same line. */
export const spelledSecretPatterns: readonly string[] = LANGS.map(
  ([start, secret, spelled]) => `${start}${anyOf(secret)}[^\\n]{0,100}?${anyOf(spelled)}`,
);
