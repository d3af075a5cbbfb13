// Mensajes en español de la causa y las probabilidades de una pregunta (prompt-facts.ts).
import type { Catalogue } from './render.ts';

export const esFacts: Catalogue = {
  'his.cause': '[[{{power}} jugó {{card}} como evento. ]][[{{power}} jugó {{cpCard}} por PM. ]][[Fase: {{phase}}. ]][[Regla {{section}}.]]',
  'his.fact.pass.allowed': 'Puedes pasar: {{n}} {{n|carta|cartas}} en la mano, valor administrativo {{admin}}.',
  'his.fact.pass.overAdmin': 'No puedes pasar: {{n}} {{n|carta|cartas}} en la mano, más que tu valor administrativo ({{admin}}).',
  'his.fact.pass.homeCard': 'No puedes pasar mientras tengas tu Carta natal.',
  'his.fact.pass.mandatory': 'No puedes pasar mientras tengas un evento obligatorio.',
  'his.fact.twoDice': 'Tira 2 dados {{modifier}} (mejor valor de batalla aquí): con {{need}} o más lo logras.',
  'his.fact.twoDiceLeader': 'Tira 2 dados más el mejor valor de batalla de los líderes que van: con {{need}} o más lo logras.',
  'his.fact.interceptMover': '{{power}} mueve {{units}} {{units|unidad|unidades}} terrestres a {{to}}.',
  'his.fact.interceptFrom': 'Desde {{from}} tienes {{units}} {{units|unidad|unidades}} terrestres.',
  'his.fact.strength': '{{power}} llega con {{units}} {{units|unidad|unidades}} terrestres; tú tienes {{mine}} aquí.',
  'his.fact.combatDice': '{{attacker}} tirará {{attackerDice}} {{attackerDice|dado|dados}}, {{defender}} {{defenderDice}} {{defenderDice|dado|dados}} (impacto con 5 o 6).',
  'his.fact.combatRolled': 'Tirada: {{attacker}} {{attackerHits}} {{attackerHits|impacto|impactos}} con {{attackerDice}} {{attackerDice|dado|dados}}, {{defender}} {{defenderHits}} {{defenderHits|impacto|impactos}} con {{defenderDice}} {{defenderDice|dado|dados}}.',
  'his.fact.debateDice': '{{attacker}} ataca con {{attackDice}} {{attackDice|dado|dados}}, {{defender}} defiende con {{defenceDice}} {{defenceDice|dado|dados}}.',
  'his.fact.debater': '{{debater}}: valor de debate {{value}}.',
};
