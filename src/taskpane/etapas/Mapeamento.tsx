/**
 * The mapping of the clerk's columns to the fields, found automatically (leitura/mapeamentoAutomatico)
 * and corrected with one dropdown per field. A field found only by a similar header is flagged for the
 * clerk to check; a required field without a column is an error.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Field,
  makeStyles,
  Option,
  tokens,
} from "@fluentui/react-components";
import { ListaSuspensa } from "./ListaSuspensa";
import { useMemo } from "react";
import { letrasDaColuna } from "../../planilha/endereco";
import type { TabelaBruta } from "../../planilha/tabela";
import { useFluxo } from "../contexto";
import { Titulo } from "./Titulo";
import { ROTULO_DO_CAMPO, type CampoCandidato, type MapaColunas, camposObrigatorios } from "../../pipeline";

const useEstilos = makeStyles({
  campos: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

/** The fields every sheet of results has, shown first; the others are under "Outras colunas". The
 *  reserve is a modality text or one yes/no column per reserve (the banca's S/N layout, as common):
 *  both ways side by side. */
const PRINCIPAIS: CampoCandidato[] = [
  "id",
  "nome",
  "cargo",
  "nota",
  "modalidade",
  "ppp",
  "ind",
  "qui",
  "pcd",
  "confirmacao",
  "nascimento",
  "situacao",
];
const OUTROS: CampoCandidato[] = [
  "confirmacaoPpp",
  "confirmacaoInd",
  "confirmacaoQui",
  "confirmacaoPcd",
  "classificadoAc",
  "posicaoNomeacao",
];

/** How the reserve may be written: one text column, or one yes/no column per reserve. */
const SIM_NAO = "Coluna de Sim/Não (S/N, X, 1/0) desta reserva.";
const DICA: Partial<Record<CampoCandidato, string>> = {
  modalidade: "Texto como “Ampla”, “Negro”, “PcD”; ou use as colunas de Sim/Não abaixo.",
  ppp: SIM_NAO,
  ind: SIM_NAO,
  qui: SIM_NAO,
  pcd: SIM_NAO,
};

const NENHUMA = "";

export interface ColunaDoCabecalho {
  letra: string;
  cabecalho: string;
}

/** The header row's columns (letter and text) of the table read, per the mapping's header row. */
export function colunasDoCabecalho(tabela: TabelaBruta, mapa: MapaColunas): ColunaDoCabecalho[] {
  const indice = mapa.linhaDoCabecalho ? mapa.linhaDoCabecalho - 1 - tabela.linhaInicial : 0;
  const linha = tabela.valores[indice] ?? [];
  return linha.map((v, j) => ({
    letra: letrasDaColuna(tabela.colunaInicial + j),
    cabecalho: v === null ? "" : String(v).trim(),
  }));
}

function textoDaColuna(c: ColunaDoCabecalho): string {
  return c.cabecalho ? `${c.letra} · ${c.cabecalho}` : `Coluna ${c.letra}`;
}

export function Mapeamento() {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const { mapa, confianca } = estado;
  const tabela = estado.dados?.amostra ?? null;
  const colunas = useMemo(() => (tabela ? colunasDoCabecalho(tabela, mapa) : []), [tabela, mapa]);
  if (!tabela) return null;
  const obrigatorios = new Set(camposObrigatorios());

  const escolher = (campo: CampoCandidato, letra: string) => {
    const campos = { ...mapa.campos };
    const coluna = colunas.find((c) => c.letra === letra);
    if (coluna) campos[campo] = { cabecalho: coluna.cabecalho || undefined, coluna: coluna.letra };
    else delete campos[campo];
    despachar({ tipo: "mapa", mapa: { ...mapa, campos } });
  };

  const campo = (c: CampoCandidato) => {
    const escolhida = mapa.campos[c];
    const coluna = colunas.find(
      (x) => x.letra === escolhida?.coluna || (escolhida?.cabecalho && x.cabecalho === escolhida.cabecalho),
    );
    const falta = obrigatorios.has(c) && !coluna;
    const media = coluna && confianca[c] === "media";
    return (
      <Field
        key={c}
        label={ROTULO_DO_CAMPO[c]}
        hint={DICA[c]}
        required={obrigatorios.has(c)}
        validationState={falta ? "error" : media ? "warning" : "none"}
        validationMessage={
          falta
            ? "Escolha a coluna: sem ela não há como classificar."
            : media
              ? "Reconhecida por um nome parecido: confira."
              : undefined
        }
      >
        <ListaSuspensa
          size="small"
          value={coluna ? textoDaColuna(coluna) : "(não usar)"}
          selectedOptions={[coluna?.letra ?? NENHUMA]}
          onOptionSelect={(_, d) => escolher(c, d.optionValue ?? NENHUMA)}
        >
          <Option value={NENHUMA}>(não usar)</Option>
          {colunas.map((x) => (
            <Option key={x.letra} value={x.letra}>
              {textoDaColuna(x)}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
    );
  };

  // Columns of the other fields that are in use are shown with the main ones; the rest wait folded.
  const usados = OUTROS.filter((c) => mapa.campos[c]);
  const livres = OUTROS.filter((c) => !mapa.campos[c]);
  return (
    <section aria-labelledby="titulo-mapeamento" className={estilos.campos}>
      <Titulo id="titulo-mapeamento">Colunas</Titulo>
      {[...PRINCIPAIS, ...usados].map(campo)}
      <Accordion collapsible>
        <AccordionItem value="outros">
          <AccordionHeader size="small">Outras colunas ({livres.length} sem uso)</AccordionHeader>
          <AccordionPanel>
            <div className={estilos.campos}>{livres.map(campo)}</div>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
