/**
 * The edital's own choices in "Opções do edital" (issue 12): a model of common real editais (each only a
 * saved set of fields, MODELOS_DE_EDITAL), the body not bound by the federal acts (regime "edital"), the
 * rounding of each list, the PcD cap, the smallest number of vagas of each reserve, the nomination order
 * (OrdemDoEdital) and where unfilled reserved vagas go (CascataDoEdital). Every change goes into the
 * form, so the quadro beside each cargo follows it as the clerk types.
 */
import { Caption1, Checkbox, Field, Input, makeStyles, Option, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { ModoArredondamento } from "../../engine/arredondamento";
import { MODELOS_DE_EDITAL, type ModeloDeEdital } from "../../engine/modelosDeEdital";
import { NOME_DA_LISTA, SIGLA_DA_LISTA as SIGLA } from "../../engine/notas";
import type { Regime } from "../../engine/regimes";
import type { Edital, ListaReservada } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { ListaSuspensa } from "./ListaSuspensa";
import { numeroDigitado, type EscolhasDoFormulario, type FormularioEdital } from "../estado";
import { CascataDoEdital } from "./CascataDoEdital";
import { OrdemDoEdital } from "./OrdemDoEdital";

const useEstilos = makeStyles({
  coluna: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  grade: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingHorizontalS,
  },
  campo: { minWidth: 0, width: "100%" },
  grupo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    border: "none",
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legenda: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
});

const RESERVADAS: readonly ListaReservada[] = ["PPP", "IND", "QUI", "PPIQ", "PCD"];

/** The reserved lists of the edital: a federal regime's own, or those a non-federal edital names. */
function listasDoEdital(regime: Regime | null, edital: Edital): ListaReservada[] {
  if (!regime) return [];
  if (regime.federal) return [...regime.listasRaciais, "PCD"];
  return RESERVADAS.filter((l) => edital.percentuais?.[l] !== undefined);
}

const MODOS: Record<ModoArredondamento, string> = {
  "meio-para-cima": "Meio para cima (0,5 ou mais sobe)",
  teto: "Teto (qualquer fração sobe)",
  piso: "Piso (qualquer fração desce)",
};

/** The form a model gives: its fields, everything else of "Opções do edital" back to the law's. */
function formularioDoModelo(m: ModeloDeEdital): Partial<FormularioEdital> {
  const { percentuais, arredondamento, regime, minimoDeVagas, tetoPcd, cascata, modoOrdem, series } =
    m.campos;
  const texto = Object.fromEntries(
    Object.entries(percentuais ?? {}).map(([l, n]) => [l, String(n).replace(".", ",")]),
  ) as Partial<Record<ListaReservada, string>>;
  return {
    percentuais: texto,
    modoOrdem: modoOrdem ?? "serie-padrao",
    escolhas: { regime, arredondamento, minimoDeVagas, tetoPcd, cascata, series },
  };
}

export function OpcoesDoEdital() {
  const estilos = useEstilos();
  const { estado, despachar, editalConferido, edital } = useFluxo();
  const e = estado.formulario.escolhas;
  const listas = listasDoEdital(editalConferido.regime, edital);
  // Choosing a model starts the typed fields of the parts below afresh.
  const [versao, setVersao] = useState(0);
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
  const arredondar = (lista: ListaReservada, modo: ModoArredondamento | undefined) => {
    const resto = { ...e.arredondamento };
    if (modo) resto[lista] = modo;
    else delete resto[lista];
    escolher({ arredondamento: Object.keys(resto).length ? resto : undefined });
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
        <ListaSuspensa
          placeholder="Escolha um modelo"
          value={modelo?.nome ?? ""}
          selectedOptions={modelo ? [modelo.id] : []}
          onOptionSelect={(_, d) => {
            const m = MODELOS_DE_EDITAL.find((x) => x.id === d.optionValue);
            if (!m) return;
            setModelo(m);
            setDigitado({});
            setVersao(versao + 1);
            mudar(formularioDoModelo(m));
          }}
        >
          {MODELOS_DE_EDITAL.map((m) => (
            <Option key={m.id} value={m.id}>
              {m.nome}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
      <Checkbox
        checked={e.regime === "edital"}
        onChange={(_, d) => escolher({ regime: d.checked === true ? "edital" : undefined })}
        label="Órgão não vinculado aos atos federais (estado, município, sistema S): listas e percentuais só os do edital"
      />
      <fieldset className={estilos.grupo}>
        <legend className={estilos.legenda}>Arredondamento de cada lista</legend>
        {listas.length === 0 && (
          <Caption1>
            As listas aparecem quando a data de publicação (e, fora dos atos federais, os percentuais)
            estiverem preenchidos.
          </Caption1>
        )}
        {listas.map((l) => {
          const padrao = `Como na lei (${l === "PCD" ? "qualquer fração sobe" : "0,5 ou mais sobe"})`;
          const modo = e.arredondamento?.[l];
          return (
            <Field key={l} label={`${SIGLA[l]}: arredondamento`} hint={NOME_DA_LISTA[l]}>
              <ListaSuspensa
                className={estilos.campo}
                value={modo ? MODOS[modo] : padrao}
                selectedOptions={[modo ?? ""]}
                onOptionSelect={(_, d) => arredondar(l, (d.optionValue || undefined) as ModoArredondamento)}
              >
                <Option value="">{padrao}</Option>
                {(Object.keys(MODOS) as ModoArredondamento[]).map((m) => (
                  <Option key={m} value={m}>
                    {MODOS[m]}
                  </Option>
                ))}
              </ListaSuspensa>
            </Field>
          );
        })}
      </fieldset>
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
      <OrdemDoEdital key={`ordem-${versao}`} listas={listas} />
      <CascataDoEdital listas={listas} />
    </div>
  );
}
