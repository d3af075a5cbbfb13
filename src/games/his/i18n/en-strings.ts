// English: values and messages the every-string check (sim/strings.ts, issue 15) found
// missing, and the names of what the game shows (cards, leaders, the New World) where the
// data's own name is not what English readers see. en.ts gathers it.
import type { Catalogue } from './render.ts';

export const enStrings: Catalogue = {
  'his.action.donate': 'Donate a card to lift the excommunication',
  'his.action.port': '[[One {{kind}} to {{space}}||All to {{space}}]]',
  'his.value.use.event': 'as an event',
  'his.value.use.combat': 'as a combat card',
  'his.value.use.response': 'as a response',
  'his.value.winner.null': 'none (a tie)',
  'his.action.modifier': 'Change the roll by {{n}}',
  'his.action.side': 'The {{side}} rolls the extra dice',
  'his.action.mercenary': 'A mercenary of {{power}} in {{space}}',
  'his.value.window.afterNavalRoll': 'after a naval interception or avoid-battle roll',
  'his.value.window.beforeEvent': 'before an event',
  'his.value.window.beforeExcommunication': 'before an excommunication',
  'his.value.why.foreignWar': 'foreign war',
  'his.value.why.pregnancy': 'the Pregnancy Chart',
  'his.value.why.dietOfWormsDefence': 'Diet of Worms',
  'his.value.why.siegeArtillery': 'Siege Artillery',
  'his.value.why.professionalRowers': 'Professional Rowers',

  // ---- 9.1 Negotiation Segment: declaring and confirming agreements ----
  'his.action.newDeclaration': 'Start a declaration',
  'his.action.addItem': 'Add: {{item}}',
  'his.action.declare': 'Declare it',
  'his.action.cancelDeclaration': 'Cancel this declaration',
  'his.action.doneDeclaring': 'Declare nothing more',
  'his.action.confirm': 'Confirm all of it',
  'his.action.refuse': 'Refuse all of it',
  'his.negotiation.declaration': '{{by}} to {{parties}}: {{items}} ({{outcome}}[[, awaiting {{waiting}}]])',
  'his.value.outcome.pending': 'pending',
  'his.value.outcome.confirmed': 'confirmed',
  'his.value.outcome.refused': 'refused: none of it takes effect',
  'his.deal.peace': 'peace between {{from}} and {{to}}',
  'his.deal.alliance': 'alliance of {{from}} and {{to}}',
  'his.deal.loan': '{{from}} lends {{to}} {{squadrons}} {{squadrons|squadron|squadrons}}[[ and {{leaders}}]] from {{port}} (to {{dest}})',
  'his.deal.leader': '{{from}} returns {{leader}} to {{to}}',
  'his.deal.cede': '{{from}} cedes {{space}} to {{to}}',
  'his.deal.cards': '{{to}} draws {{n}} random {{n|card|cards}} from {{from}}',
  'his.deal.mercenaries': '{{from}} gives {{to}} {{n}} {{n|mercenary|mercenaries}}',
  'his.deal.divorce': 'the Papacy grants Henry VIII his divorce',
  'his.deal.rescind': 'the Papacy lifts the excommunication of {{to}}',
};
