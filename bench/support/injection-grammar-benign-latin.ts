/**
 * More benign handbook sentences for the first Latin-script grammars (fr de es it pt,
 * injection-grammar-words.ts), issue 15, seventh round. Their benign lists had only the verbs of
 * an attack (ignore, repeat, summarise, follow) and three objects: every benign French or German
 * sentence the classifier saw said "ignore the warning" or "repeat the steps above", and with
 * 46 draws per language at SYNTHETIC 1,000 only 25–37 were distinct. Ordinary handbook prose in
 * those languages (leave, expenses, rooms, equipment) had no benign text beside the attacks but
 * a few fixture paragraphs, so more grammar text taught the classifier that the languages'
 * common words lean to attacks, and it flagged more of round 10's held-out prose. These lists add
 * the ordinary verbs, objects and times of a handbook, as the sixth round's grammars have them.
 * Written for this project, not from any handbook.
 */
import type { Grammar } from './injection-grammar-words';

type Benign = Grammar['benign'];

export const LATIN_BENIGN_MORE: Readonly<Record<'fr' | 'de' | 'es' | 'it' | 'pt', Benign>> = {
  fr: {
    subjects: ['Les nouveaux arrivants doivent', 'Chaque salarié peut', 'Votre responsable va', 'Si nécessaire, vous pouvez', 'Le service RH vous demande de'],
    verbs: ['soumettre', 'envoyer', 'mettre à jour', 'joindre', 'valider', 'réserver', 'archiver', 'signer'],
    objects: ['la demande de congés', 'les justificatifs de frais', 'le compte rendu de la réunion', 'le ticket pour un nouvel ordinateur', 'la salle du troisième étage', 'le planning de l’équipe', 'le formulaire d’arrivée', 'la note de frais du déplacement'],
    tails: ['avant le 25 de chaque mois', 'chaque lundi à 10 h', 'dans le portail RH', 'auprès du support informatique', 'au plus tard vendredi', 'après accord du manager'],
  },
  de: {
    subjects: ['Neue Mitarbeitende sollten', 'Alle im Team können', 'Ihre Führungskraft wird', 'Bei Bedarf können Sie', 'Die Personalabteilung bittet Sie,'],
    verbs: ['einreichen', 'verschicken', 'aktualisieren', 'anhängen', 'freigeben', 'buchen', 'ablegen', 'unterschreiben'],
    objects: ['den Urlaubsantrag', 'die Belege der Reisekosten', 'das Protokoll der Besprechung', 'das Ticket für einen neuen Laptop', 'den Raum im dritten Stock', 'den Dienstplan des Teams', 'das Formular zum Eintritt', 'die Spesenabrechnung der Dienstreise'],
    tails: ['bis zum Monatsende', 'jeden Montag um 10 Uhr', 'im Personalportal', 'beim IT-Support', 'spätestens am Freitag', 'nach Freigabe durch die Leitung'],
  },
  es: {
    subjects: ['Las personas nuevas deben', 'Cada empleado puede', 'Su responsable va a', 'Si hace falta, puede', 'Recursos Humanos le pide'],
    verbs: ['enviar', 'presentar', 'actualizar', 'adjuntar', 'aprobar', 'reservar', 'archivar', 'firmar'],
    objects: ['la solicitud de vacaciones', 'los recibos de gastos', 'el acta de la reunión', 'el ticket para un portátil nuevo', 'la sala de la tercera planta', 'el calendario del equipo', 'el formulario de incorporación', 'la liquidación de gastos del viaje'],
    tails: ['antes del día 25 de cada mes', 'cada lunes a las 10', 'en el portal de RR. HH.', 'a través del soporte técnico', 'como tarde el viernes', 'tras la aprobación del responsable'],
  },
  it: {
    subjects: ['I nuovi colleghi devono', 'Ogni dipendente può', 'Il tuo responsabile deve', 'Se serve, puoi', 'L’ufficio personale chiede di'],
    verbs: ['inviare', 'presentare', 'aggiornare', 'allegare', 'approvare', 'prenotare', 'archiviare', 'firmare'],
    objects: ['la richiesta di ferie', 'le ricevute delle spese', 'il verbale della riunione', 'il ticket per un nuovo portatile', 'la sala al terzo piano', 'il calendario del team', 'il modulo di inserimento', 'la nota spese della trasferta'],
    tails: ['entro il 25 di ogni mese', 'ogni lunedì alle 10', 'nel portale del personale', 'tramite l’assistenza informatica', 'entro venerdì', 'dopo l’approvazione del responsabile'],
  },
  pt: {
    subjects: ['Os novos colaboradores devem', 'Cada funcionário pode', 'O seu gestor vai', 'Se precisar, você pode', 'O RH pede que você'],
    verbs: ['enviar', 'apresentar', 'atualizar', 'anexar', 'aprovar', 'reservar', 'arquivar', 'assinar'],
    objects: ['o pedido de férias', 'os recibos de despesas', 'a ata da reunião', 'o chamado para um notebook novo', 'a sala do terceiro andar', 'a escala da equipe', 'o formulário de admissão', 'o relatório de despesas da viagem'],
    tails: ['até o fim do mês', 'toda segunda às 10h', 'no portal de RH', 'pelo suporte de TI', 'até sexta-feira', 'depois da aprovação do gestor'],
  },
};

/** A grammar's benign lists with `more` appended to each. */
export const withBenign = (b: Benign, more: Benign): Benign => ({
  subjects: [...b.subjects, ...more.subjects],
  verbs: [...b.verbs, ...more.verbs],
  objects: [...b.objects, ...more.objects],
  tails: [...b.tails, ...more.tails],
});

/**
 * Eighth round: benign handbook sentences about accounts, tools and the instructions a system
 * shows to people (a password change, a verification code, the steps of an e-mail, a warning of
 * the browser), in fr de es it pt. With more attack text in those languages (injection-train.ts's
 * LATIN_EXTRA and injection-grammar-latin-forms.ts) their benign side had only leave, expenses
 * and rooms, so a paragraph about a system asking for something read as an attack. Written for
 * this project, not from any handbook.
 */
export const LATIN_BENIGN_IT: Readonly<Record<'fr' | 'de' | 'es' | 'it' | 'pt', Benign>> = {
  fr: {
    subjects: ['Si le système vous le demande, vous devez', 'Au premier démarrage, pensez à', 'En cas de doute, le support peut', 'Chaque trimestre, il faut'],
    verbs: ['changer', 'saisir', 'réinitialiser', 'vérifier', 'renouveler', 'confirmer'],
    objects: ['votre mot de passe', 'le code reçu par SMS', 'les instructions du courriel de bienvenue', 'l’accès au VPN', 'la double authentification', 'les droits sur le dossier partagé'],
    tails: ['dans le coffre-fort de mots de passe', 'en suivant l’assistant de configuration', 'depuis le portail informatique', 'avant votre première connexion', 'si le navigateur affiche une alerte'],
  },
  de: {
    subjects: ['Wenn das System Sie dazu auffordert, müssen Sie', 'Beim ersten Start sollten Sie', 'Im Zweifel kann der Support', 'Jedes Quartal müssen Sie'],
    verbs: ['ändern', 'eingeben', 'zurücksetzen', 'prüfen', 'erneuern', 'bestätigen'],
    objects: ['Ihr Passwort', 'den Code aus der SMS', 'die Schritte aus der Willkommensmail', 'den VPN-Zugang', 'die Zwei-Faktor-Anmeldung', 'die Rechte am geteilten Ordner'],
    tails: ['im Passwortmanager', 'mit dem Einrichtungsassistenten', 'über das IT-Portal', 'vor der ersten Anmeldung', 'falls der Browser eine Warnung zeigt'],
  },
  es: {
    subjects: ['Si el sistema se lo pide, debe', 'Al arrancar por primera vez, recuerde', 'En caso de duda, soporte puede', 'Cada trimestre hay que'],
    verbs: ['cambiar', 'introducir', 'restablecer', 'comprobar', 'renovar', 'confirmar'],
    objects: ['su contraseña', 'el código del SMS', 'los pasos del correo de bienvenida', 'el acceso a la VPN', 'el segundo factor de acceso', 'los permisos de la carpeta compartida'],
    tails: ['en la bóveda de claves', 'con el asistente de configuración', 'desde el portal de TI', 'antes del primer inicio de sesión', 'si el navegador muestra una alerta'],
  },
  it: {
    subjects: ['Se il sistema lo richiede, devi', 'Al primo avvio ricordati di', 'In caso di dubbi, l’assistenza può', 'Ogni trimestre bisogna'],
    verbs: ['cambiare', 'inserire', 'reimpostare', 'verificare', 'rinnovare', 'confermare'],
    objects: ['la tua password', 'il codice ricevuto via SMS', 'i passaggi della mail di benvenuto', 'l’accesso alla VPN', 'il secondo fattore di accesso', 'i permessi della cartella condivisa'],
    tails: ['nel gestore delle password', 'con la procedura guidata', 'dal portale IT', 'prima del primo accesso', 'se il browser mostra un avviso'],
  },
  pt: {
    subjects: ['Se o sistema pedir, você deve', 'Na primeira inicialização, lembre-se de', 'Em caso de dúvida, o suporte pode', 'A cada trimestre é preciso'],
    verbs: ['trocar', 'digitar', 'redefinir', 'verificar', 'renovar', 'confirmar'],
    objects: ['a sua senha', 'o código recebido por SMS', 'os passos do e-mail de boas-vindas', 'o acesso à VPN', 'a verificação em duas etapas', 'as permissões da pasta compartilhada'],
    tails: ['no gerenciador de senhas', 'com o assistente de configuração', 'pelo portal de TI', 'antes do primeiro login', 'se o navegador mostrar um alerta'],
  },
};
