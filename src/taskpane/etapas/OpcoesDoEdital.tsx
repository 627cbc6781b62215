/**
 * The edital's own choices in "Opções do edital" (issue 12): a model of common real editais (each only a
 * saved set of fields, MODELOS_DE_EDITAL), the body not bound by the federal acts (regime "edital"), the
 * PcD cap, the smallest number of vagas of each reserve and where unfilled reserved vagas go. Every
 * change goes into the form, so the quadro beside each cargo follows it as the clerk types.
 */
import { Checkbox, Dropdown, Field, Input, makeStyles, Option, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { MODELOS_DE_EDITAL, type ModeloDeEdital } from "../../engine/modelosDeEdital";
import type { ListaReservada } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { numeroDigitado, type EscolhasDoFormulario, type FormularioEdital } from "../estado";

const useEstilos = makeStyles({
  coluna: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  grade: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingHorizontalS,
  },
  campo: { minWidth: 0, width: "100%" },
});

const CASCATAS: Record<NonNullable<Extract<EscolhasDoFormulario["cascata"], string>>, string> = {
  lei: "Pela cascata da lei",
  "direto-para-ampla": "Direto para a ampla concorrência",
};

/** The form a model gives: its fields, everything else of "Opções do edital" back to the law's. */
function formularioDoModelo(m: ModeloDeEdital): Partial<FormularioEdital> {
  const { percentuais, arredondamento, regime, minimoDeVagas, tetoPcd, cascata } = m.campos;
  const texto = Object.fromEntries(
    Object.entries(percentuais ?? {}).map(([l, n]) => [l, String(n).replace(".", ",")]),
  ) as Partial<Record<ListaReservada, string>>;
  const racial = (["PPP", "IND", "QUI", "PPIQ"] as const).map((l) => arredondamento?.[l]).find(Boolean);
  return {
    percentuais: texto,
    arredondamentoRacial: racial ?? null,
    arredondamentoPcd: arredondamento?.PCD ?? null,
    escolhas: { regime, minimoDeVagas, tetoPcd, cascata },
  };
}

export function OpcoesDoEdital() {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const e = estado.formulario.escolhas;
  const mudar = (mudanca: Partial<FormularioEdital>) => despachar({ tipo: "formulario", mudanca });
  const escolher = (mudanca: Partial<EscolhasDoFormulario>) => mudar({ escolhas: { ...e, ...mudanca } });
  const [modelo, setModelo] = useState<ModeloDeEdital | null>(null);
  // What the clerk types in the number fields, kept as typed (a half-typed "1," is not a number yet).
  const [digitado, setDigitado] = useState<Record<string, string>>({});
  const numero = (chave: string, valor: number | null | undefined) =>
    digitado[chave] ?? (valor === undefined || valor === null ? "" : String(valor));
  const digitar = (chave: string, texto: string) => {
    setDigitado({ ...digitado, [chave]: texto });
    return numeroDigitado(texto);
  };
  const minimo = (lista: "racial" | "PCD", texto: string) => {
    const resto = { ...e.minimoDeVagas };
    const n = digitar(`minimo-${lista}`, texto);
    if (n === undefined) delete resto[lista];
    else resto[lista] = n;
    escolher({ minimoDeVagas: Object.keys(resto).length ? resto : undefined });
  };

  return (
    <div className={estilos.coluna}>
      <Field label="Modelo de edital" hint="Preenche as opções abaixo; a data de publicação não muda.">
        <Dropdown
          placeholder="Escolha um modelo"
          value={modelo?.nome ?? ""}
          selectedOptions={modelo ? [modelo.id] : []}
          onOptionSelect={(_, d) => {
            const m = MODELOS_DE_EDITAL.find((x) => x.id === d.optionValue);
            if (!m) return;
            setModelo(m);
            setDigitado({});
            mudar(formularioDoModelo(m));
          }}
        >
          {MODELOS_DE_EDITAL.map((m) => (
            <Option key={m.id} value={m.id}>
              {m.nome}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Checkbox
        checked={e.regime === "edital"}
        onChange={(_, d) => escolher({ regime: d.checked === true ? "edital" : undefined })}
        label="Órgão não vinculado aos atos federais (estado, município, sistema S): listas e percentuais só os do edital"
      />
      <div className={estilos.grade}>
        <Field label="Reserva racial a partir de (vagas)" hint="Em branco: a da lei.">
          <Input
            className={estilos.campo}
            inputMode="numeric"
            value={numero("minimo-racial", e.minimoDeVagas?.racial)}
            onChange={(_, d) => minimo("racial", d.value)}
          />
        </Field>
        <Field label="Reserva de PcD a partir de (vagas)" hint="Em branco: a da lei.">
          <Input
            className={estilos.campo}
            inputMode="numeric"
            value={numero("minimo-PCD", e.minimoDeVagas?.PCD)}
            onChange={(_, d) => minimo("PCD", d.value)}
          />
        </Field>
      </div>
      <Field label="Teto da reserva de PcD (%)" hint="Em branco: 20% (Lei 8.112, art. 5º, § 2º).">
        <Input
          className={estilos.campo}
          inputMode="decimal"
          disabled={e.tetoPcd === null}
          value={numero("teto", e.tetoPcd)}
          onChange={(_, d) => escolher({ tetoPcd: digitar("teto", d.value) })}
        />
      </Field>
      <Checkbox
        checked={e.tetoPcd === null}
        onChange={(_, d) => {
          setDigitado({ ...digitado, teto: "" });
          escolher({ tetoPcd: d.checked === true ? null : undefined });
        }}
        label="Sem teto para a reserva de PcD"
      />
      <Field label="Vagas reservadas não preenchidas">
        <Dropdown
          value={CASCATAS[(typeof e.cascata === "string" ? e.cascata : undefined) ?? "lei"]}
          selectedOptions={[typeof e.cascata === "string" ? e.cascata : "lei"]}
          onOptionSelect={(_, d) =>
            escolher({ cascata: d.optionValue === "direto-para-ampla" ? "direto-para-ampla" : undefined })
          }
        >
          {Object.entries(CASCATAS).map(([valor, rotulo]) => (
            <Option key={valor} value={valor}>
              {rotulo}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
