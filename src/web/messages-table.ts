// Messages of the table's combat panel, recent log, digest and power switcher (issue 15), English and Spanish.
import type { Catalogue } from '../games/his/i18n/render.ts';

export const tableEn: Catalogue = {
  'web.combat.attacker': 'Attacker',
  'web.combat.defender': 'Defender',
  'web.combat.protestant': 'Protestant side',
  'web.combat.catholic': 'Catholic side',
  'web.combat.fieldBattle': 'Field battle in {{where}}',
  'web.combat.assault': 'Assault on {{where}}',
  'web.combat.navalCombat': 'Naval combat in {{where}}',
  'web.combat.debate': 'Theological debate ({{where}})',
  'web.combat.dietOfWorms': 'Diet of Worms',
  'web.combat.dice': '{{n}} {{n|die|dice}}:',
  'web.combat.hits': '{{n}} {{n|hit|hits}}',
  'web.combat.mods': 'best leader +{{rating}}, cards {{mod}}',
  'web.recent': 'Just now',
  'web.digest': 'Since your last decision ({{n}})',
  'web.switchPower': 'Your powers',
  'web.toMove': 'to decide',
  'web.yourPowerToMove': '{{power}} (yours) must decide: show it',
};

export const tableEs: Catalogue = {
  'web.combat.attacker': 'Atacante',
  'web.combat.defender': 'Defensor',
  'web.combat.protestant': 'Bando protestante',
  'web.combat.catholic': 'Bando católico',
  'web.combat.fieldBattle': 'Batalla campal en {{where}}',
  'web.combat.assault': 'Asalto a {{where}}',
  'web.combat.navalCombat': 'Combate naval en {{where}}',
  'web.combat.debate': 'Debate teológico ({{where}})',
  'web.combat.dietOfWorms': 'Dieta de Worms',
  'web.combat.dice': '{{n}} {{n|dado|dados}}:',
  'web.combat.hits': '{{n}} {{n|impacto|impactos}}',
  'web.combat.mods': 'mejor líder +{{rating}}, cartas {{mod}}',
  'web.recent': 'Lo último',
  'web.digest': 'Desde tu última decisión ({{n}})',
  'web.switchPower': 'Tus potencias',
  'web.toMove': 'debe decidir',
  'web.yourPowerToMove': '{{power}} (tuya) debe decidir: mostrarla',
};
