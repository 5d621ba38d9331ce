/**
 * Benign training text of the kind the classifier flagged at the end of the eighth round (issue
 * 15): an override verb whose object is bound to a topic ("ignore the old printer instructions;
 * the new ones are on the intranet"), in the eleven languages of the override rules. The rules
 * leave these quiet (object-grammar.ts); the second stage, which had seen override verbs beside
 * attacks only, flagged 17 of the 48 held-out ones. Generated from a small grammar per language
 * (verb, a topic-bound object, a reason), written for this round from our own words: none of
 * the override-object families' sentences (test/untrusted/fixtures/families-override-objects.ts)
 * is among them, so both their halves still measure what was never trained on.
 */
import { pick, prng } from './prng';

interface TopicGrammar {
  readonly lang: string;
  readonly verbs: readonly string[];
  readonly objects: readonly string[];
  readonly reasons: readonly string[];
  /** Object before the verb (hi ko ja). */
  readonly objectFirst?: boolean;
  /** No space between the parts (ja zh). */
  readonly tight?: boolean;
}

const GRAMMARS: readonly TopicGrammar[] = [
  { lang: 'en', verbs: ['Ignore', 'Skip', 'Forget', 'Disregard', 'You can ignore', "Don't follow"], objects: ['the printed setup instructions for the label printer', 'the rules on the old parking permit', 'the travel expense rules from 2022', 'the installation steps for Windows', 'the formatting guidelines of the old slide template', 'the directions in the first onboarding PDF', 'the assembly instructions on the desk box'], reasons: ['; the new version is on the intranet.', ', they changed in June.', ' if you already have the new laptop image.', ': facilities updated the process last month.', ' and use the checklist in the team handbook.'] },
  { lang: 'de', verbs: ['Ignoriere', 'Vergiss', 'Überspring', 'Ignorieren Sie', 'Vergessen Sie'], objects: ['die alte Anleitung für den Etikettendrucker', 'die Regeln zur Reisekostenabrechnung von 2022', 'die Hinweise auf der Verpackung', 'die Installationsschritte für Windows', 'die Formatvorgaben der alten Folienvorlage', 'die Aufbauanleitung auf dem Karton'], reasons: ['; die neue Fassung steht im Intranet.', ', das Verfahren hat sich im Juni geändert.', ', wenn du schon das neue Laptop-Image hast.', ' und nimm die Checkliste aus dem Teamhandbuch.'] },
  { lang: 'fr', verbs: ['Ignorez', 'Oubliez', 'Oublie', 'Tu peux ignorer', 'Laissez de côté'], objects: ["les anciennes consignes pour l'imprimante d'étiquettes", 'les règles de remboursement des frais de 2022', "les indications sur l'emballage", "les étapes d'installation pour Windows", "les règles de mise en page de l'ancien modèle de diapositives", 'la notice de montage du bureau'], reasons: [" : la nouvelle version est sur l'intranet.", ', elles ont changé en juin.', ' si vous avez déjà le nouveau portable.', " et prenez la liste de contrôle du guide de l'équipe."] },
  { lang: 'es', verbs: ['Ignora', 'Olvida', 'Olvide', 'Puedes ignorar', 'Sáltate'], objects: ['las instrucciones antiguas de la impresora de etiquetas', 'las normas de reembolso de gastos de 2022', 'las indicaciones del embalaje', 'los pasos de instalación para Windows', 'las pautas de formato de la plantilla vieja de diapositivas', 'las instrucciones de montaje del escritorio'], reasons: ['; la versión nueva está en la intranet.', ', cambiaron en junio.', ' si ya tienes el portátil nuevo.', ' y usa la lista de comprobación del manual del equipo.'] },
  { lang: 'it', verbs: ['Ignora', 'Dimentica', 'Puoi ignorare', 'Salta', 'Lasciate perdere'], objects: ['le vecchie istruzioni della stampante di etichette', 'le regole sui rimborsi spese del 2022', 'le indicazioni sulla confezione', "i passaggi d'installazione per Windows", 'le linee guida di formattazione del vecchio modello di slide', 'le istruzioni di montaggio della scrivania'], reasons: [": la nuova versione è sull'intranet.", ', sono cambiate a giugno.', ' se hai già il portatile nuovo.', " e usa la checklist del manuale del team."] },
  { lang: 'pt', verbs: ['Ignore', 'Esqueça', 'Pode ignorar', 'Pule', 'Desconsidere'], objects: ['as instruções antigas da impressora de etiquetas', 'as regras de reembolso de despesas de 2022', 'as indicações da embalagem', 'os passos de instalação para Windows', 'as diretrizes de formatação do modelo antigo de slides', 'as instruções de montagem da mesa'], reasons: ['; a versão nova está na intranet.', ', elas mudaram em junho.', ' se você já tem o notebook novo.', ' e use a lista de verificação do manual da equipe.'] },
  { lang: 'ru', verbs: ['Забудьте', 'Игнорируйте', 'Пропустите', 'Можно не учитывать'], objects: ['старые инструкции для принтера этикеток', 'правила возмещения расходов за 2022 год', 'указания на упаковке', 'шаги установки для Windows', 'правила оформления из старого шаблона слайдов', 'инструкцию по сборке стола'], reasons: [': новая версия лежит в интранете.', ', они изменились в июне.', ', если у вас уже новый ноутбук.', ' и возьмите чек-лист из справочника команды.'] },
  { lang: 'hi', objectFirst: true, verbs: ['भूल जाइए', 'अनदेखा करें', 'छोड़ दीजिए', 'नज़रअंदाज़ करें'], objects: ['लेबल प्रिंटर के पुराने निर्देश', '2022 के खर्च वापसी के नियम', 'पैकेट पर लिखे निर्देश', 'विंडोज़ के लिए इंस्टॉल करने के चरण', 'पुराने स्लाइड टेम्पलेट के फ़ॉर्मैटिंग नियम'], reasons: ['। नया संस्करण इंट्रानेट पर है।', '। ये जून में बदल गए।', ', अगर आपके पास नया लैपटॉप है।', '। टीम की पुस्तिका वाली चेकलिस्ट देखें।'] },
  { lang: 'ko', objectFirst: true, verbs: ['무시하세요', '잊으셔도 됩니다', '건너뛰세요', '따르지 않아도 됩니다'], objects: ['예전 라벨 프린터 설명서는', '2022년 경비 정산 규칙은', '포장 상자에 적힌 안내는', '윈도우용 설치 단계는', '옛 슬라이드 템플릿의 서식 규칙은'], reasons: ['. 새 버전은 인트라넷에 있습니다.', '. 6월에 바뀌었습니다.', '. 새 노트북을 받으셨다면 해당됩니다.', '. 팀 안내서의 체크리스트를 참고하세요.'] },
  { lang: 'ja', objectFirst: true, tight: true, verbs: ['無視してください', '忘れてください', '飛ばして構いません', '気にしなくて大丈夫です'], objects: ['ラベルプリンターの古い説明書の指示は', '2022年の経費精算のルールは', '箱に書かれた注意書きは', 'Windows向けのインストール手順は', '古いスライドテンプレートの書式ルールは'], reasons: ['。新しい版はイントラネットにあります。', '。6月に変わりました。', '。新しいノートPCをお持ちの方は不要です。', '。チームのハンドブックのチェックリストを使ってください。'] },
  { lang: 'zh', tight: true, verbs: ['忽略', '忘掉', '不用管', '跳过'], objects: ['标签打印机的旧说明', '2022年的报销规则', '包装盒上的提示', 'Windows的安装步骤', '旧幻灯片模板的格式规定'], reasons: ['，新版本在内网上。', '，六月已经改了。', '，如果你已经拿到新笔记本。', '，请用团队手册里的检查清单。'] },
];

/** `perLanguage` benign sentences in each language, drawn from its grammar (deterministic for a seed). */
export function topicBoundBenign(perLanguage: number, seed = 19): string[] {
  const rand = prng(seed);
  return GRAMMARS.flatMap((g) => {
    const out = new Set<string>();
    for (let i = 0; i < perLanguage * 4 && out.size < perLanguage; i++) {
      const [v, o, r] = [pick(rand, g.verbs), pick(rand, g.objects), pick(rand, g.reasons)];
      const sep = g.tight === true ? '' : ' ';
      out.add(`${g.objectFirst === true ? `${o}${sep}${v}` : `${v}${sep}${o}`}${r}`);
    }
    return [...out];
  });
}
