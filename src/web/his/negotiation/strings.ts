// The table talk panel's own words (English and Spanish), kept beside it so the client's
// shared catalogue (src/web/messages.ts) is untouched.
import type { Catalogue } from '../../../games/his/i18n/render.ts';

export const talkEn: Catalogue = {
  'web.talk.title': 'Table talk',
  'web.talk.everyone': 'Everyone',
  'web.talk.privateTo': 'Private to',
  'web.talk.send': 'Send',
  'web.talk.placeholder': 'Write to the table…',
  'web.talk.none': 'No messages yet.',
  'web.talk.toAll': 'to all',
  'web.talk.to': 'to {{to}}',
  'web.talk.privateHint': 'During the Negotiation Segment you may write in private to some powers: only they will read it.',
  'web.talk.deadline': 'Negotiations end at {{time}} ({{left}}).',
  'web.talk.declarations': 'Declarations this segment',
  'web.talk.noDeclarations': 'None yet.',
  'web.talk.spectator': 'Spectators read the public chat only.',
  'web.talk.builder': 'Offer a deal to',
  'web.talk.builderWith': 'The power to offer a deal to',
  'web.talk.offer': 'Send the offer to {{power}}',
  'web.talk.offerText': 'Offers a deal (binding only once declared and confirmed):',
  'web.talk.useOffer': 'Add to my declaration: {{item}}',
};

export const talkEs: Catalogue = {
  'web.talk.title': 'Conversación en la mesa',
  'web.talk.everyone': 'Todos',
  'web.talk.privateTo': 'En privado a',
  'web.talk.send': 'Enviar',
  'web.talk.placeholder': 'Escribe a la mesa…',
  'web.talk.none': 'Aún no hay mensajes.',
  'web.talk.toAll': 'a todos',
  'web.talk.to': 'a {{to}}',
  'web.talk.privateHint': 'Durante el Segmento de Negociación puedes escribir en privado a algunas potencias: solo ellas lo leerán.',
  'web.talk.deadline': 'Las negociaciones acaban a las {{time}} ({{left}}).',
  'web.talk.declarations': 'Declaraciones de este segmento',
  'web.talk.noDeclarations': 'Ninguna todavía.',
  'web.talk.spectator': 'Los espectadores solo leen la conversación pública.',
  'web.talk.builder': 'Ofrecer un acuerdo a',
  'web.talk.builderWith': 'La potencia a la que ofrecer un acuerdo',
  'web.talk.offer': 'Enviar la oferta a {{power}}',
  'web.talk.offerText': 'Ofrece un acuerdo (solo obliga una vez declarado y confirmado):',
  'web.talk.useOffer': 'Añadir a mi declaración: {{item}}',
};
