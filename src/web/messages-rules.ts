// The rule reader's texts (issue 15, "the rule section, linked to the rule text in the
// reader's language"): for each rule section a prompt cites (src/games/his/prompt-facts.ts,
// SECTIONS), a short summary written for this table in our own words — never the
// rulebook's text — in English and Spanish (Spanish terms: the Spanish edition's, as the
// glossary chooses them). The reader (panels/RuleReader.tsx) is generic: section id →
// `web.rule.<id>.title` and `web.rule.<id>.text`, and a link to the publisher's living rules.
import type { Catalogue } from '../games/his/i18n/render.ts';

/** The publisher's page of living rules (the official, current rulebook): linked, never copied. */
export const LIVING_RULES_URL = 'https://www.gmtgames.com/t-livingrules.aspx';

export const rulesEn: Catalogue = {
  'web.rule.link': 'Rule {{section}}.',
  'web.rule.heading': 'Rule {{section}}: {{title}}',
  'web.rule.official': 'The official rules (publisher’s living rules)',
  'web.rule.ownWords': 'A summary in our words; the rulebook decides.',
  'web.rule.close': 'Close',
  'web.rule.6.1.title': 'Card types',
  'web.rule.6.1.text':
    'Every card but a Mandatory Event can be played for its CP or as its event. A Response card may interrupt any power’s impulse, a battle or an event; a Combat card is played as an event only just before a field battle, assault or naval combat your units are in. Home cards go back to their power each turn; Mandatory Events must be played in the turn they are drawn.',
  'web.rule.9.1.title': 'Negotiations',
  'web.rule.9.1.text':
    'At the start of the Diplomacy Phase powers may strike deals. Only some deals change the game: ending a war, a one-turn alliance, lending squadrons to an ally, returning a captured leader, handing over certain spaces, and up to two random cards from one power to another.',
  'web.rule.9.3.title': 'Suing for peace',
  'web.rule.9.3.text':
    'A power that has lost an army leader or a home space to an enemy may sue for peace. The enemy becomes the war’s winner and gains VP; the loser gives back the winner’s home spaces it holds, removes two of its units, and may buy back its own home keys with further VP or cards.',
  'web.rule.9.6.title': 'Declarations of war',
  'web.rule.9.6.text':
    'In the last segment of the Diplomacy Phase each power, in impulse order, may declare war. Each declaration costs the CP shown on the diplomatic status display (1 or 2 against a minor power), paid afterwards with cards from the hand; some powers may not be declared on this turn (a new ally, a power just at peace).',
  'web.rule.10.title': 'Spring Deployment',
  'web.rule.10.text':
    'Before the Action Phase each power may move one formation from its capital, free, to a friendly space it can reach through friendly, calm spaces (crossing at most one sea zone with no foreign fleet on its shores, and no pass). The leaders present limit the formation’s size.',
  'web.rule.11.title': 'The Action Phase',
  'web.rule.11.text':
    'Powers take impulses in turn. In an impulse you play a card for its CP, play it as an event, or pass. You cannot pass while your Home card or a Mandatory Event is in your hand, or while you hold more cards than your ruler’s administrative rating. The phase ends when all powers pass in a row.',
  'web.rule.11.1.title': 'Actions',
  'web.rule.11.1.text':
    'CP pay for actions one at a time, each finished before the next is chosen: moving, building units, assault, naval moves, religious actions, exploration and more, at 1 to 4 CP each. CP not spent in the impulse are lost. Explore, colonize and conquer can be done once a turn.',
  'web.rule.13.title': 'Land movement',
  'web.rule.13.text':
    'A move takes one formation from a space to an adjacent one: 1 CP in the clear, 2 CP over a pass. The leaders present limit how many units go. Enemy stacks nearby may try to intercept, and those in the space entered may try to avoid battle or withdraw into a fortress; otherwise a field battle follows.',
  'web.rule.13.2.title': 'Interception',
  'web.rule.13.2.text':
    'A power at war with the mover may try to intercept from a space adjacent to the destination (never across a pass). It rolls two dice plus its best leader’s battle rating and needs 9 or more (Ottoman cavalry adds 1 for the Ottoman, and takes 1 from others facing it). If it succeeds, a field battle is fought in the destination.',
  'web.rule.13.3.title': 'Avoid battle',
  'web.rule.13.3.text':
    'Units in a space an enemy enters may try to slip away to an adjacent space that is friendly, calm and free of enemies (not where the enemy came from). Two dice plus the best leader’s battle rating must reach 9; units that already lost a battle this impulse leave without a roll.',
  'web.rule.13.4.title': 'Withdrawing into fortifications',
  'web.rule.13.4.text':
    'If an enemy enters a fortified space you (or an ally) control and at most four of your units are there, they may go inside the walls instead of fighting. The enemy then lays siege if it has more units; otherwise it moves on or goes back.',
  'web.rule.14.title': 'Field battle',
  'web.rule.14.text':
    'Each side rolls one die per land unit plus its best leader’s battle rating; the defender rolls one more. Before the roll, Combat cards are declared, attacker then defender. Every 5 or 6 is a hit and removes one enemy unit; more hits wins, ties go to the defender. The loser retreats, and leaders of a side wiped out are captured.',
  'web.rule.14.1.title': 'Retreat',
  'web.rule.14.1.text':
    'The loser of a field battle moves to one adjacent space that is friendly, calm and free of enemies; a beaten attacker goes back where it came from, a beaten defender not there. In its own fortified space the loser may put up to four units inside instead. With nowhere to go, the units are lost and the leaders captured.',
  'web.rule.15.1.title': 'Assault',
  'web.rule.15.1.text':
    'A power besieging a fortified space since an earlier impulse, with a line of communication to it and no enemy fleet guarding it, may assault for 1 CP. With defenders inside, the attacker rolls one die per two units (cavalry does not count); an empty fortress, one per unit. Both add the best leader; the defender adds one. The space falls if the attacker hits, no defender is left and an attacker survives.',
  'web.rule.16.title': 'Naval affairs',
  'web.rule.16.text':
    'For 1 CP a naval move lets every fleet of the power move one step, to an adjacent port or sea zone. Enemy fleets may intercept or avoid battle, and fleets that meet enemies fight. Fleets also carry land units across the sea, and corsairs can go raiding (piracy).',
  'web.rule.16.2.title': 'Naval combat',
  'web.rule.16.2.text':
    'Each squadron rolls two dice and each corsair one, plus the best naval leader’s rating; a defender in its port rolls one more. Every 5 or 6 is a hit; every two hits sink a squadron, and hits left over sink corsairs. More hits wins, ties go to the defender. The loser (or, in a port, always the attacker) retreats.',
  'web.rule.18.1.title': 'Religious actions (the Diet of Worms)',
  'web.rule.18.1.text':
    'On turn 1 the Protestant, the Hapsburg and the Papacy each choose a card in secret. The Protestant rolls its card’s CP plus 4 dice; the other two roll their cards’ CP and add their hits together. Every 5 or 6 is a hit; the side with more hits turns that many German spaces to its faith, each next to one of its own.',
  'web.rule.18.3.title': 'Reformation attempts',
  'web.rule.18.3.text':
    'Each attempt targets a Catholic space that holds a reformer or borders a Protestant space (or shares a sea with a Protestant port). The Protestant rolls dice for the Protestant spaces, reformers and units around it, the Papacy likewise for its side; the higher single die wins. A 6 in the target language zone wins at once, and ties go to the Protestant there.',
  'web.rule.18.4.title': 'Counter Reformation attempts',
  'web.rule.18.4.text':
    'Each attempt targets a Protestant space that has a Jesuit university or borders a Catholic space (or shares a sea with a Catholic port). Both sides roll dice for their spaces, universities, reformers and units around it; the higher single die wins, and the Papacy wins ties only with certain popes in the target zone.',
  'web.rule.18.5.title': 'Theological debates',
  'web.rule.18.5.text':
    'The caller picks a language zone and a random debater of its own, and attacks an enemy debater, committed or not. The attacker rolls its value plus 3 dice; the defender its value plus 1 (plus 2 if uncommitted). Each extra hit turns a space in the zone; a tie in the first round brings new debaters, and a loser beaten by more than his value is burnt or disgraced, for VP.',
};

export const rulesEs: Catalogue = {
  'web.rule.link': 'Regla {{section}}.',
  'web.rule.heading': 'Regla {{section}}: {{title}}',
  'web.rule.official': 'Las reglas oficiales (reglas vivas del editor, en inglés)',
  'web.rule.ownWords': 'Un resumen con nuestras palabras; manda el reglamento.',
  'web.rule.close': 'Cerrar',
  'web.rule.6.1.title': 'Tipos de cartas',
  'web.rule.6.1.text':
    'Toda carta salvo un Evento obligatorio puede jugarse por sus PM o como evento. Una Carta de respuesta puede interrumpir el impulso de cualquier potencia, una batalla o un evento; una Carta de combate se juega como evento solo justo antes de una batalla campal, un asalto o un combate naval en que estén tus unidades. Las Cartas natales vuelven a su potencia cada turno; los Eventos obligatorios deben jugarse en el turno en que se roban.',
  'web.rule.9.1.title': 'Negociaciones',
  'web.rule.9.1.text':
    'Al comienzo de la Fase diplomática las potencias pueden llegar a acuerdos. Solo algunos cambian la partida: acabar una guerra, una alianza de un turno, prestar escuadrones a un aliado, devolver un líder capturado, ceder ciertos espacios y hasta dos cartas al azar de una potencia a otra.',
  'web.rule.9.3.title': 'Pedir la paz',
  'web.rule.9.3.text':
    'Una potencia que ha perdido un líder de ejército o un espacio natal ante un enemigo puede pedir la paz. El enemigo pasa a ser el Ganador de la Guerra y gana PV; el perdedor devuelve los espacios natales del ganador que tenga, retira dos de sus unidades y puede recuperar sus objetivos natales a cambio de más PV o cartas.',
  'web.rule.9.6.title': 'Declaraciones de guerra',
  'web.rule.9.6.text':
    'En el último segmento de la Fase diplomática cada potencia, en el orden del impulso, puede declarar la guerra. Cada declaración de guerra cuesta los PM que indica el desplegable de estado diplomático (1 o 2 contra una potencia menor), pagados después con cartas de la mano; a algunas potencias no se les puede declarar la guerra este turno (un aliado nuevo, una potencia con la que se acaba de firmar la paz).',
  'web.rule.10.title': 'Despliegue de primavera',
  'web.rule.10.text':
    'Antes de la Fase de acción cada potencia puede llevar gratis una formación desde su capital hasta un espacio amigo al que llegue por espacios amigos y sin tumultos (cruzando como mucho una zona marítima sin flotas ajenas en sus puertos, y ningún paso de montaña). Los líderes presentes limitan el tamaño de la formación.',
  'web.rule.11.title': 'La Fase de acción',
  'web.rule.11.text':
    'Las potencias juegan impulsos por turnos. En un impulso juegas una carta por sus PM, la juegas como evento o pasas. No puedes pasar si tienes en la mano tu Carta natal o un Evento obligatorio, ni si tienes más cartas que el valor administrativo de tu gobernante. La fase termina cuando todas las potencias pasan seguidas.',
  'web.rule.11.1.title': 'Acciones',
  'web.rule.11.1.text':
    'Los PM pagan acciones de una en una, cada una terminada antes de elegir la siguiente: mover, construir unidades, asalto, movimiento naval, acciones religiosas, exploración y más, de 1 a 4 PM cada una. Los PM que no se gastan en el impulso se pierden. Explorar, colonizar y conquistar solo una vez por turno.',
  'web.rule.13.title': 'Movimiento terrestre',
  'web.rule.13.text':
    'Un movimiento lleva una formación de un espacio a otro adyacente: 1 PM en despejado, 2 PM por un paso de montaña. Los líderes presentes limitan cuántas unidades van. Las pilas enemigas vecinas pueden intentar la intercepción, y las del espacio de llegada evitar batalla o refugiarse en las fortificaciones; si no, hay batalla campal.',
  'web.rule.13.2.title': 'Intercepción',
  'web.rule.13.2.text':
    'Una potencia en guerra con la que mueve puede intentar interceptar desde un espacio adyacente al de llegada (nunca por un paso de montaña). Tira dos dados más el valor de batalla de su mejor líder y necesita 9 o más (la caballería otomana suma 1 al Otomano y resta 1 a quien se le enfrenta). Si lo logra, hay batalla campal en el espacio de llegada.',
  'web.rule.13.3.title': 'Evitar batalla',
  'web.rule.13.3.text':
    'Las unidades de un espacio en el que entra un enemigo pueden intentar irse a un espacio adyacente amigo, sin tumultos ni enemigos (no al espacio del que viene el enemigo). Dos dados más el valor de batalla del mejor líder deben llegar a 9; las unidades que ya perdieron una batalla en este impulso se van sin tirar.',
  'web.rule.13.4.title': 'Refugiarse en las fortificaciones',
  'web.rule.13.4.text':
    'Si un enemigo entra en un espacio fortificado que controlas tú (o un aliado) y hay como mucho cuatro unidades tuyas, pueden refugiarse tras las murallas en vez de combatir. El enemigo pone entonces asedio si tiene más unidades; si no, sigue adelante o vuelve atrás.',
  'web.rule.14.title': 'Batalla campal',
  'web.rule.14.text':
    'Cada bando tira un dado por unidad terrestre más el valor de batalla de su mejor líder; el defensor tira uno más. Antes de tirar se declaran las Cartas de combate, primero el atacante y luego el defensor. Cada 5 o 6 es un impacto y elimina una unidad enemiga; gana quien logra más impactos, y el defensor en caso de empate. El perdedor se retira, y los líderes de un bando eliminado quedan capturados.',
  'web.rule.14.1.title': 'Retirada',
  'web.rule.14.1.text':
    'El perdedor de una batalla campal va a un espacio adyacente amigo, sin tumultos ni enemigos; un atacante vencido vuelve por donde vino, un defensor vencido no puede ir allí. En su propio espacio fortificado el perdedor puede meter dentro hasta cuatro unidades. Si no tiene adónde ir, pierde las unidades y sus líderes quedan capturados.',
  'web.rule.15.1.title': 'Asalto',
  'web.rule.15.1.text':
    'Una potencia que asedia un espacio fortificado desde un impulso anterior, con línea de comunicaciones hasta él y sin flota enemiga que lo proteja, puede asaltarlo por 1 PM. Con defensores dentro, el atacante tira un dado por cada dos unidades (la caballería no cuenta); contra una fortaleza vacía, uno por unidad. Ambos suman su mejor líder; el defensor, uno más. El espacio cae si el atacante logra algún impacto, no queda defensor y sobrevive algún atacante.',
  'web.rule.16.title': 'Aventuras navales',
  'web.rule.16.text':
    'Por 1 PM un movimiento naval permite mover un paso cada flota de la potencia, a un puerto o una zona marítima adyacente. Las flotas enemigas pueden interceptar o evitar batalla, y las flotas que se encuentran con enemigos combaten. Las flotas también llevan unidades terrestres por mar, y los corsarios pueden practicar la piratería.',
  'web.rule.16.2.title': 'Combate naval',
  'web.rule.16.2.text':
    'Cada escuadrón naval tira dos dados y cada corsario uno, más el valor del mejor líder naval; un defensor en su puerto tira uno más. Cada 5 o 6 es un impacto; cada dos impactos hunden un escuadrón, y los que sobran hunden corsarios. Gana quien logra más impactos, y el defensor en caso de empate. El perdedor (o, en un puerto, siempre el atacante) se retira.',
  'web.rule.18.1.title': 'Acciones religiosas (la Dieta de Worms)',
  'web.rule.18.1.text':
    'En el turno 1 el Protestante, el Habsburgo y el Papado eligen cada uno una carta en secreto. El Protestante tira tantos dados como los PM de su carta más 4; los otros dos tiran los PM de sus cartas y suman sus impactos. Cada 5 o 6 es un impacto; el bando con más impactos pasa a su fe tantos espacios de habla alemana como impactos de ventaja, cada uno junto a otro suyo.',
  'web.rule.18.3.title': 'Intentos de Reforma',
  'web.rule.18.3.text':
    'Cada intento elige un espacio católico con un reformador o vecino de un espacio protestante (o que comparte mar con un puerto protestante). El Protestante tira dados por los espacios protestantes, reformadores y unidades que lo rodean, y el Papado igual por su bando; gana el dado más alto. Un 6 en la zona lingüística elegida gana sin más, y allí los empates son del Protestante.',
  'web.rule.18.4.title': 'Intentos de Contrarreforma',
  'web.rule.18.4.text':
    'Cada intento elige un espacio protestante con una universidad jesuita o vecino de un espacio católico (o que comparte mar con un puerto católico). Ambos bandos tiran dados por sus espacios, universidades, reformadores y unidades de alrededor; gana el dado más alto, y el Papado solo gana los empates con ciertos papas y en la zona elegida.',
  'web.rule.18.5.title': 'Debates teológicos',
  'web.rule.18.5.text':
    'Quien lo convoca elige una zona lingüística y un teólogo suyo al azar, y ataca a un teólogo enemigo, comprometido o disponible. El atacante tira su valor más 3 dados; el defensor su valor más 1 (más 2 si estaba disponible). Cada impacto de ventaja pasa un espacio de la zona a su fe; un empate en la primera ronda trae teólogos nuevos, y un teólogo vencido por más que su valor es quemado en la hoguera o cae en desgracia, por PV.',
};
