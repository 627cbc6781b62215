/**
 * "Opções do edital", the nomination order: the standard series, proportional spacing, or the edital's
 * own "first position and interval" per list (`modoOrdem: "primeira-e-intervalo"` with `series`, as in
 * "indígenas na 10ª posição e a cada 10"). A list left blank keeps the standard series.
 */
import { Caption1, Field, Input, makeStyles, Option, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { NOME_DA_LISTA } from "../../engine/notas";
import type { ListaReservada } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { ListaSuspensa } from "./ListaSuspensa";
import { numeroDigitado, type FormularioEdital } from "../estado";
import { SIGLA_DA_LISTA as SIGLA } from "../../engine/notas";
import { useProblemasDasOpcoes } from "./problemasDasOpcoes";

const useEstilos = makeStyles({
  coluna: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  grade: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingHorizontalS,
    // A field with its error is taller: the other keeps its height instead of stretching.
    alignItems: "start",
  },
  campo: { minWidth: 0, width: "100%" },
});

const ROTULO_ORDEM: Record<FormularioEdital["modoOrdem"], string> = {
  "serie-padrao": "Série padrão (PcD na 5ª, 21ª, 41ª…)",
  proporcional: "Espaçamento proporcional",
  "posicoes-fixas": "Posições fixas do edital",
  "primeira-e-intervalo": "Primeira posição e intervalo por lista",
};
const OFERECIDOS = ["serie-padrao", "proporcional", "primeira-e-intervalo"] as const;

type Serie = { primeira: number; intervalo: number };

export function OrdemDoEdital({ listas }: { listas: readonly ListaReservada[] }) {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const f = estado.formulario;
  const problema = useProblemasDasOpcoes();
  // What the clerk types, kept as typed (a blank field is not a number yet).
  const [digitado, setDigitado] = useState<Record<string, string>>({});
  const texto = (l: ListaReservada, parte: keyof Serie) => {
    const n = f.escolhas.series?.[l]?.[parte];
    return digitado[`${l}.${parte}`] ?? (n === undefined || Number.isNaN(n) ? "" : String(n));
  };

  const digitar = (l: ListaReservada, parte: keyof Serie, valor: string) => {
    const novo = { ...digitado, [`${l}.${parte}`]: valor };
    setDigitado(novo);
    const series = { ...f.escolhas.series };
    const primeira = numeroDigitado(novo[`${l}.primeira`] ?? texto(l, "primeira"));
    const intervalo = numeroDigitado(novo[`${l}.intervalo`] ?? texto(l, "intervalo"));
    // Both blank: the list keeps the standard series. One blank: not a number, the schema says so.
    if (primeira === undefined && intervalo === undefined) delete series[l];
    else series[l] = { primeira: primeira ?? Number.NaN, intervalo: intervalo ?? Number.NaN };
    const escolhas = { ...f.escolhas, series: Object.keys(series).length ? series : undefined };
    despachar({ tipo: "formulario", mudanca: { escolhas } });
  };

  return (
    <div className={estilos.coluna}>
      <Field label="Ordem de nomeação">
        <ListaSuspensa
          value={ROTULO_ORDEM[f.modoOrdem]}
          selectedOptions={[f.modoOrdem]}
          onOptionSelect={(_, d) =>
            despachar({
              tipo: "formulario",
              mudanca: { modoOrdem: (d.optionValue as FormularioEdital["modoOrdem"]) ?? "serie-padrao" },
            })
          }
        >
          {OFERECIDOS.map((m) => (
            <Option key={m} value={m}>
              {ROTULO_ORDEM[m]}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
      {f.modoOrdem === "primeira-e-intervalo" && (
        <>
          <Caption1 block>
            A k-ésima vaga da lista fica na posição primeira + (k − 1) × intervalo. Em branco: a série padrão.
          </Caption1>
          {listas.map((l) => (
            <div key={l} className={estilos.grade} role="group" aria-label={`Série de ${NOME_DA_LISTA[l]}`}>
              {(["primeira", "intervalo"] as const).map((parte) => {
                const erro = problema(`edital.series.${l}.${parte}`);
                return (
                  <Field
                    key={parte}
                    label={`${SIGLA[l]}: ${parte === "primeira" ? "primeira posição" : "intervalo"}`}
                    validationState={erro ? "error" : "none"}
                    validationMessage={erro}
                  >
                    <Input
                      className={estilos.campo}
                      inputMode="numeric"
                      value={texto(l, parte)}
                      onChange={(_, d) => digitar(l, parte, d.value)}
                    />
                  </Field>
                );
              })}
            </div>
          ))}
        </>
      )}
    </div>
  );
}
