// The customer's tracking e-mail, sent when an order ships, in the order's language (six locales: the Spanish
// ones share their wording but each greets and signs as people there do), as text and as HTML.
import type { OrderLanguage } from '../../platform/db/orders-schema.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../password-reset/email.js';

interface TrackingTexts {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  intro: (reference: string) => string;
  carrier: string;
  service: string;
  trackingNumber: string;
  hint: string;
  signature: string;
}

const SPANISH: Omit<TrackingTexts, 'greeting' | 'hint'> = {
  subject: (reference) => `Tu pedido ${reference} va en camino`,
  intro: (reference) => `Tu pedido ${reference} salió de nuestro almacén.`,
  carrier: 'Paquetería',
  service: 'Servicio',
  trackingNumber: 'Número de guía',
  signature: 'El equipo de Estiba',
};

export const TRACKING_TEXTS: Record<OrderLanguage, TrackingTexts> = {
  'en-US': {
    subject: (reference) => `Your order ${reference} is on its way`,
    greeting: (name) => `Hello ${name},`,
    intro: (reference) => `Your order ${reference} has left our warehouse.`,
    carrier: 'Carrier',
    service: 'Service',
    trackingNumber: 'Tracking number',
    hint: "Follow it on the carrier's website with this tracking number.",
    signature: 'The Estiba team',
  },
  'es-MX': {
    ...SPANISH,
    greeting: (name) => `Hola ${name}:`,
    hint: 'Rastréalo en el sitio de la paquetería con este número de guía.',
  },
  'es-CO': {
    ...SPANISH,
    carrier: 'Transportadora',
    greeting: (name) => `Hola ${name}:`,
    hint: 'Rastréalo en el sitio de la transportadora con este número de guía.',
  },
  'es-AR': {
    ...SPANISH,
    subject: (reference) => `Tu pedido ${reference} está en camino`,
    carrier: 'Correo',
    trackingNumber: 'Número de seguimiento',
    greeting: (name) => `Hola ${name}:`,
    hint: 'Seguilo en el sitio del correo con este número de seguimiento.',
  },
  'es-CL': {
    ...SPANISH,
    subject: (reference) => `Tu pedido ${reference} está en camino`,
    carrier: 'Courier',
    trackingNumber: 'Número de seguimiento',
    greeting: (name) => `Hola ${name}:`,
    hint: 'Síguelo en el sitio del courier con este número de seguimiento.',
  },
  'es-ES': {
    ...SPANISH,
    subject: (reference) => `Tu pedido ${reference} está en camino`,
    intro: (reference) => `Tu pedido ${reference} ha salido de nuestro almacén.`,
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    greeting: (name) => `Hola, ${name}:`,
    hint: 'Síguelo en la web del transportista con este número de seguimiento.',
  },
};

export interface TrackingMailInput {
  to: string;
  customerName: string;
  language: OrderLanguage;
  reference: string;
  carrierName: string;
  serviceName: string;
  trackingNumber: string;
}

export function trackingMail(input: TrackingMailInput): MailMessage {
  const t = TRACKING_TEXTS[input.language] ?? TRACKING_TEXTS['es-MX'];
  const rows: [string, string][] = [
    [t.carrier, input.carrierName],
    [t.service, input.serviceName],
    [t.trackingNumber, input.trackingNumber],
  ];
  const text = [
    t.greeting(input.customerName),
    '',
    t.intro(input.reference),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t.hint,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject(input.reference))}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(t.greeting(input.customerName))}</p>
<p>${escapeHtml(t.intro(input.reference))}</p>
<table style="border-collapse: collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0; font-family: monospace">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p>${escapeHtml(t.hint)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: input.to, subject: t.subject(input.reference), text, html };
}
