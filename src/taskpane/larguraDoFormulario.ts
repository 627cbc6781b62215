/** The widest a form field (and the Edital step, all form) grows in a wide window: 45rem, 720 px. */
export const LARGURA_DO_FORMULARIO = "45rem";
