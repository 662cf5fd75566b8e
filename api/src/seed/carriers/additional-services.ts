// Extras carriers sell on top of their services, named in each catalogue language. The order here is the
// order a carrier card lists them in.
export const ADDITIONAL_SERVICES = {
  insurance: { en: 'Declared value insurance', es: 'Seguro por valor declarado' },
  cash_on_delivery: { en: 'Cash on delivery', es: 'Pago contra entrega' },
  proof_of_delivery: { en: 'Proof of delivery', es: 'Comprobante de entrega' },
  signature: { en: 'Signature on delivery', es: 'Firma al recibir' },
  saturday_delivery: { en: 'Saturday delivery', es: 'Entrega en sábado' },
  scheduled_pickup: { en: 'Scheduled pickup', es: 'Recolección programada' },
  return_labels: { en: 'Return labels', es: 'Guías de devolución' },
  pickup_points: { en: 'Delivery to pickup points', es: 'Entrega en puntos de retiro' },
  extended_zone: { en: 'Extended-zone delivery', es: 'Entrega en zona extendida' },
  oversize: { en: 'Oversize handling', es: 'Manejo de envíos sobredimensionados' },
  dangerous_goods: { en: 'Dangerous goods', es: 'Mercancías peligrosas' },
  customs_brokerage: { en: 'Customs brokerage', es: 'Despacho aduanal' },
  delivery_notifications: { en: 'SMS and e-mail notifications', es: 'Avisos por SMS y correo' },
  redelivery: { en: 'Additional delivery attempts', es: 'Intentos de entrega adicionales' },
} as const satisfies Record<string, { en: string; es: string }>;

export type AdditionalServiceCode = keyof typeof ADDITIONAL_SERVICES;
