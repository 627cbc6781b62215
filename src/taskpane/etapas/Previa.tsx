/**
 * How the first rows were read with the current mapping: the clerk sees at once a score read as text,
 * a modality not understood, a column taken for another.
 */
import {
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from "@fluentui/react-components";
import { useMemo } from "react";
import { SIGLA_DA_LISTA } from "../../engine/notas";
import type { Lista } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { Titulo } from "./Titulo";
import { lerCandidatos, type CamposLidos } from "../../pipeline";

const useEstilos = makeStyles({
  rolagem: { overflowX: "auto", maxWidth: "100%" },
  // Columns as wide as their words (Fluent's table is fixed: six equal columns cut words at 350 px);
  // past the pane's width the table scrolls sideways.
  tabela: { minWidth: "20rem", tableLayout: "auto" },
  // Numbers and inscrições never break in the middle ("2500202/5" at 350 px): the table scrolls instead.
  celula: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  // Names and cargos wrap between words only, never inside one.
  texto: { whiteSpace: "normal", overflowWrap: "normal", wordBreak: "normal", hyphens: "manual" },
  nome: { minWidth: "8rem" },
});

/** Rows shown in the preview. */
export const LINHAS_DA_PREVIA = 5;

const nota = (n: number | undefined) =>
  n === undefined ? "—" : n.toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 4 });

function modalidade(c: CamposLidos): string {
  const reservas = c.modalidade?.reservas ?? [];
  const porColuna = (["ppp", "ind", "qui", "pcd"] as const)
    .filter((k) => c[k])
    .map((k) => k.toUpperCase() as Lista);
  const todas = [...new Set([...reservas, ...porColuna])];
  // "RACIAL": a racial reserve not yet told apart (the edital's split decides it).
  return todas.length ? todas.map((l) => (l === "RACIAL" ? "racial" : SIGLA_DA_LISTA[l])).join(", ") : "AC";
}

export function Previa() {
  const estilos = useEstilos();
  const { estado, opcoesDeLeitura } = useFluxo();
  const { mapa } = estado;
  // The session's first rows hold the header and more than the preview's candidates.
  const tabela = estado.dados?.amostra ?? null;
  const leitura = useMemo(
    () =>
      tabela ? lerCandidatos(tabela, mapa, { ...opcoesDeLeitura, limiteDeLinhas: LINHAS_DA_PREVIA }) : null,
    [tabela, mapa, opcoesDeLeitura],
  );
  if (!leitura) return null;
  return (
    <section aria-labelledby="titulo-previa">
      <Titulo id="titulo-previa">Como as primeiras linhas foram lidas</Titulo>
      {leitura.linhas.length === 0 ? (
        <Caption1>Nenhum candidato lido com estas colunas.</Caption1>
      ) : (
        <div className={estilos.rolagem} tabIndex={0} role="group" aria-label="Prévia, role para os lados">
          <Table size="extra-small" className={estilos.tabela} aria-labelledby="titulo-previa">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Linha</TableHeaderCell>
                <TableHeaderCell>Inscrição</TableHeaderCell>
                <TableHeaderCell className={estilos.nome}>Nome</TableHeaderCell>
                <TableHeaderCell>Cargo</TableHeaderCell>
                <TableHeaderCell>Nota</TableHeaderCell>
                <TableHeaderCell>Cotas</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leitura.linhas.map(({ linha, campos }) => (
                <TableRow key={linha}>
                  <TableCell className={estilos.celula}>{linha + 1}</TableCell>
                  <TableCell className={estilos.celula}>{campos.id ?? "—"}</TableCell>
                  <TableCell className={estilos.texto}>{campos.nome ?? "—"}</TableCell>
                  <TableCell className={estilos.texto}>{campos.cargo ?? "—"}</TableCell>
                  <TableCell className={estilos.celula}>{nota(campos.nota)}</TableCell>
                  <TableCell className={estilos.texto}>{modalidade(campos)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
