/**
 * A date field as a clerk in Brazil types and reads it, dd/mm/aaaa, whatever the browser's language
 * (dataDigitada.ts): the edital's publication date, the call's date, the outcome's date. A text field,
 * not the browser's date field, which follows the browser's interface language (mm/dd/yyyy in an
 * English Chrome). The form keeps the ISO date (aaaa-mm-dd) once what is typed is a date, the text
 * as typed otherwise; a text that is not a date gets its sentence when the typing pauses or the field
 * is left, not at each digit of the year.
 */
import { Field, Input, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import { useAposPausa } from "../aposPausa";
import { DATA_NAO_LIDA, dataIsoDoTexto, FORMATO_DA_DATA, textoDaDataIso } from "../dataDigitada";

const useEstilos = makeStyles({
  data: { width: "100%", maxWidth: "10rem", minWidth: 0 },
});

export interface PropsDoCampoDeData {
  rotulo: string;
  /** The date as the form keeps it: "aaaa-mm-dd" when it is a date, the text typed otherwise, or "". */
  valor: string;
  aoMudar: (valor: string) => void;
  obrigatorio?: boolean;
  /** What else is wrong with it (a date the law does not cover, a required date left blank), shown like
   *  the unreadable date's sentence: once the typing pauses. */
  erro?: string | null;
  /** Said under the field when there is no error. */
  dica?: string;
  /** The field shows it is right (the edital's date found its law). */
  valida?: boolean;
}

export function CampoDeData({ rotulo, valor, aoMudar, obrigatorio, erro, dica, valida }: PropsDoCampoDeData) {
  const estilos = useEstilos();
  // The text as typed; a date set from outside (the edital saved in the workbook, the form starting
  // over) is shown in dd/mm/aaaa.
  const [texto, setTexto] = useState(() => textoDaDataIso(valor));
  if ((dataIsoDoTexto(texto) ?? texto) !== valor) setTexto(textoDaDataIso(valor));
  const naoLida = valor !== "" && dataIsoDoTexto(valor) === null;
  const [assentado, assentar] = useAposPausa(valor);
  const erroVisivel = assentado === valor ? (naoLida ? DATA_NAO_LIDA : (erro ?? null)) : null;
  return (
    <Field
      label={rotulo}
      required={obrigatorio}
      validationState={erroVisivel ? "error" : valida ? "success" : "none"}
      validationMessage={erroVisivel ?? dica}
    >
      <Input
        className={estilos.data}
        // Ten characters wide by itself (a text field asks for twenty): dd/mm/aaaa, and at 200% zoom of
        // the 350 px pane it stays inside.
        input={{ size: 10 }}
        inputMode="numeric"
        autoComplete="off"
        placeholder={FORMATO_DA_DATA}
        value={texto}
        onChange={(_, d) => {
          setTexto(d.value);
          aoMudar(dataIsoDoTexto(d.value) ?? d.value);
        }}
        onBlur={assentar}
      />
    </Field>
  );
}
