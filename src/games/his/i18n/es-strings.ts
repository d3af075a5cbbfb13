// Español: valores y mensajes que la comprobación de todos los textos (sim/strings.ts,
// issue 15) encontró sin traducir. Lo reúne es.ts.
import type { Catalogue } from './render.ts';

export const esStrings: Catalogue = {
  'his.action.donate': 'Donar una carta para levantar la excomunión',
  'his.action.port': '[[Una unidad ({{kind}}) a {{space}}||Todas a {{space}}]]',
  'his.value.use.event': 'como evento',
  'his.value.use.combat': 'como carta de combate',
  'his.value.use.response': 'como respuesta',
  'his.value.winner.null': 'ninguno (empate)',
  'his.action.modifier': 'Modificar la tirada en {{n}}',
  'his.action.side': 'El {{side}} tira los dados extra',
  'his.action.mercenary': 'Un mercenario de {{power}} en {{space}}',
  'his.value.window.afterNavalRoll': 'tras una tirada naval de intercepción o de evitar batalla',
  'his.value.window.beforeEvent': 'antes de un evento',
  'his.value.window.beforeExcommunication': 'antes de una excomunión',
  'his.value.why.foreignWar': 'guerra extranjera',
  'his.value.why.pregnancy': 'la tabla de embarazos',
  'his.value.why.dietOfWormsDefence': 'Dieta de Worms',
  'his.value.why.siegeArtillery': 'Artillería de asedio',
  'his.value.why.professionalRowers': 'Remeros profesionales',
};
