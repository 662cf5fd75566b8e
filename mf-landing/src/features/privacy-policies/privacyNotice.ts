// The integral privacy notice (aviso de privacidad integral) required by Mexico's federal law on the
// protection of personal data held by private parties (spec point 9). It is a legal text in Spanish and
// is shown in Spanish in every language; only the page around it is translated. `{email}` marks where
// the privacy contact e-mail of the contact configuration is shown, as a link.

/** Legal name and address of the party responsible for the data. */
export const RESPONSIBLE_PARTY =
  'Estiba Fulfillment, S.A. de C.V., con domicilio en Avenida Insurgentes Sur 1602, piso 8, colonia Crédito Constructor, alcaldía Benito Juárez, C.P. 03940, Ciudad de México, México';

export const LAST_UPDATED = 'Fecha de última actualización: 1 de marzo de 2025.';

/** Deadlines of the rights-request procedure, in days (business days except the first). */
export const PRIVACY_DEADLINES = {
  refuseSecondaryUsesDays: 5,
  requestMissingInformationBusinessDays: 10,
  answerRequirementBusinessDays: 10,
  decisionBusinessDays: 20,
  effectiveBusinessDays: 15,
} as const;

export type NoticeBlock = string | { list: readonly string[] };

export interface NoticeSection {
  numeral: string;
  title: string;
  blocks: readonly NoticeBlock[];
}

const D = PRIVACY_DEADLINES;

export const NOTICE_INTRO: readonly string[] = [
  `${RESPONSIBLE_PARTY} (en adelante, «Estiba»), es responsable del uso y la protección de sus datos personales, y al respecto le informa lo siguiente, en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (en adelante, la «Ley») y de su Reglamento.`,
];

export const NOTICE_SECTIONS: readonly NoticeSection[] = [
  {
    numeral: 'I',
    title: 'Identidad y domicilio del responsable',
    blocks: [
      `El responsable del tratamiento de sus datos personales es ${RESPONSIBLE_PARTY}. Para cualquier asunto relacionado con este aviso de privacidad y con el tratamiento de sus datos personales, puede escribirnos a {email}.`,
    ],
  },
  {
    numeral: 'II',
    title: 'Datos personales que recabamos',
    blocks: [
      'Para prestar nuestros servicios de almacenamiento, preparación, empaque y envío de pedidos, recabamos los siguientes datos personales, directamente de usted, de las tiendas en línea que integra con nuestra plataforma o de los pedidos que nos encarga:',
      {
        list: [
          'Datos del remitente: nombre, domicilio y correo electrónico.',
          'Datos del destinatario: nombre, domicilio y correo electrónico.',
          'Datos fiscales: nombre o razón social, Registro Federal de Contribuyentes (RFC), domicilio fiscal y régimen fiscal.',
        ],
      },
      'No recabamos ni tratamos datos personales sensibles.',
    ],
  },
  {
    numeral: 'III',
    title: 'Finalidades primarias',
    blocks: [
      'Utilizaremos sus datos personales para las siguientes finalidades, que son necesarias para el servicio que nos solicita:',
      {
        list: [
          'Recibir, almacenar, preparar, empacar y enviar los productos y pedidos que nos encarga.',
          'Generar las guías de envío y entregar los paquetes al destinatario a través de las empresas de paquetería.',
          'Informar al destinatario sobre el estado de su envío, incluido el correo electrónico con el número de rastreo.',
          'Gestionar las devoluciones de productos.',
          'Emitir facturas y realizar los cobros de nuestros servicios.',
          'Crear y administrar su cuenta en la plataforma y atender sus solicitudes, dudas, quejas y aclaraciones.',
        ],
      },
    ],
  },
  {
    numeral: 'IV',
    title: 'Finalidades secundarias',
    blocks: [
      'De manera adicional, utilizaremos su información personal para las siguientes finalidades, que no son necesarias para el servicio solicitado, pero que nos permiten brindarle una mejor atención:',
      {
        list: [
          'Enviarle información comercial, promociones y novedades sobre nuestros servicios.',
          'Invitarle a responder encuestas de calidad y satisfacción.',
          'Elaborar estadísticas y estudios de mercado.',
        ],
      },
      `Si no desea que sus datos personales se traten para estas finalidades secundarias, puede manifestar su negativa dentro de los ${D.refuseSecondaryUsesDays} días siguientes a la fecha en que se le dio a conocer este aviso, enviando un correo a {email}. Su negativa no será motivo para negarle los servicios que nos solicita.`,
    ],
  },
  {
    numeral: 'V',
    title: 'Transferencias de datos personales',
    blocks: [
      'Para cumplir las finalidades primarias, sus datos personales pueden transferirse, dentro y fuera del país, a las empresas de paquetería que entregan sus envíos, a las plataformas de comercio electrónico que usted integra con nuestra plataforma y a las autoridades competentes cuando una ley lo exija. Estas transferencias no requieren su consentimiento, conforme al artículo 37 de la Ley.',
      'No transferiremos sus datos personales a terceros para finalidades distintas de las descritas en este aviso sin su consentimiento.',
    ],
  },
  {
    numeral: 'VI',
    title: 'Derechos de acceso, rectificación, cancelación y oposición (derechos ARCO)',
    blocks: [
      'Usted tiene derecho a conocer qué datos personales tenemos de usted, para qué los utilizamos y las condiciones del uso que les damos (acceso); a solicitar la corrección de su información si está desactualizada, es inexacta o incompleta (rectificación); a que la eliminemos de nuestros registros o bases de datos cuando considere que no se utiliza adecuadamente (cancelación); y a oponerse al uso de sus datos personales para fines específicos (oposición).',
    ],
  },
  {
    numeral: 'VII',
    title: 'Medios y procedimiento para ejercer los derechos ARCO',
    blocks: [
      'Para ejercer cualquiera de los derechos ARCO, envíe su solicitud a {email}. La solicitud debe contener:',
      {
        list: [
          'Su nombre y un domicilio o correo electrónico para comunicarle la respuesta.',
          'Los documentos que acrediten su identidad o, en su caso, la representación legal de quien actúe en su nombre.',
          'La descripción clara y precisa de los datos personales respecto de los que busca ejercer alguno de los derechos ARCO.',
          'Cualquier otro elemento o documento que facilite la localización de sus datos personales.',
        ],
      },
      `Si la información proporcionada en su solicitud es insuficiente o errónea, o no se acompañan los documentos necesarios, podremos requerirle, dentro de los ${D.requestMissingInformationBusinessDays} días hábiles siguientes a la recepción de la solicitud, que aporte los elementos o documentos necesarios para darle trámite. Usted contará con ${D.answerRequirementBusinessDays} días hábiles, contados a partir del día siguiente a la recepción del requerimiento, para atenderlo; de lo contrario, la solicitud se tendrá por no presentada.`,
      `Le comunicaremos la determinación adoptada en un plazo máximo de ${D.decisionBusinessDays} días hábiles, contados desde la fecha en que se recibió la solicitud, a efecto de que, si resulta procedente, se haga efectiva dentro de los ${D.effectiveBusinessDays} días hábiles siguientes a la fecha en que se le comunique la respuesta.`,
    ],
  },
  {
    numeral: 'VIII',
    title: 'Revocación del consentimiento y limitación del uso o divulgación',
    blocks: [
      'Usted puede revocar en cualquier momento el consentimiento que nos haya otorgado para el tratamiento de sus datos personales, así como solicitar que limitemos su uso o divulgación, enviando su solicitud a {email} con los requisitos del apartado VII. Tenga en cuenta que, para ciertos fines, la revocación de su consentimiento implicará que no podamos seguir prestándole el servicio que nos solicitó.',
      'También puede inscribirse en el Registro Público para Evitar Publicidad de la Procuraduría Federal del Consumidor para dejar de recibir publicidad.',
    ],
  },
  {
    numeral: 'IX',
    title: 'Uso de cookies y tecnologías de rastreo',
    blocks: [
      'Nuestro sitio web y nuestra plataforma utilizan cookies y tecnologías similares para mantener su sesión iniciada, recordar su idioma y sus preferencias, y conocer cómo se usa el sitio con fines estadísticos. Puede deshabilitarlas desde la configuración de su navegador; en ese caso, algunas funciones de la plataforma podrían no estar disponibles.',
    ],
  },
  {
    numeral: 'X',
    title: 'Cambios al aviso de privacidad',
    blocks: [
      'Este aviso de privacidad puede modificarse por cambios legales, por nuestras propias necesidades o por cambios en nuestro modelo de negocio. Publicaremos cualquier modificación en esta misma página de nuestro sitio web, indicando la fecha de la última actualización.',
    ],
  },
  {
    numeral: 'XI',
    title: 'Autoridad garante y consentimiento',
    blocks: [
      'Si considera que su derecho a la protección de sus datos personales ha sido vulnerado por alguna conducta u omisión de nuestra parte, puede acudir ante la autoridad garante en materia de protección de datos personales.',
      'Al proporcionarnos sus datos personales o al utilizar nuestros servicios, usted reconoce haber leído este aviso de privacidad y otorga su consentimiento para el tratamiento de sus datos en los términos aquí descritos.',
    ],
  },
];
