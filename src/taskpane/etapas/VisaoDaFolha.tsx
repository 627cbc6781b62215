/**
 * Web mode: there is no grid to look at, so the sheets just written can be read here, the first rows
 * of one at a time, as they are in the file to download.
 */
import {
  Caption1,
  Field,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { ListaSuspensa } from "./ListaSuspensa";
import { useEffect, useMemo, useRef, useState } from "react";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import type { LugarNaFolha } from "../../pipeline/provisorios";
import { useFluxo } from "../contexto";

const useEstilos = makeStyles({
  bloco: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  rolagem: {
    overflow: "auto",
    maxHeight: "24rem",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tabela: { width: "max-content", minWidth: "100%" },
  celula: { whiteSpace: "nowrap", maxWidth: "18rem", overflow: "hidden", textOverflow: "ellipsis" },
  alvo: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
});

/** Rows shown (the header plus the first data rows). */
export const LINHAS_DA_VISAO = 30;

const texto = (v: ValorCelula) =>
  v === null
    ? ""
    : typeof v === "number"
      ? v.toLocaleString("pt-BR", { maximumFractionDigits: 4 })
      : String(v);

/** Who comes first: in a narrow pane, the inscrição and the name are what the clerk looks for. */
const PRIMEIRAS = ["inscrição", "nome"];

/** The columns' indexes with Inscrição and Nome first, the others in the sheet's order. */
export function colunasComAPessoaPrimeiro(cabecalho: readonly ValorCelula[]): number[] {
  const nomes = cabecalho.map((v) =>
    String(v ?? "")
      .trim()
      .toLowerCase(),
  );
  const primeiras = PRIMEIRAS.map((p) => nomes.indexOf(p)).filter((j) => j >= 0);
  return [...primeiras, ...cabecalho.map((_, j) => j).filter((j) => !primeiras.includes(j))];
}

/** `alvo`: a cell to show (a link of Provisorios): its sheet, from a few rows above its row, marked. */
export function VisaoDaFolha({ folhas, alvo }: { folhas: string[]; alvo?: LugarNaFolha | null }) {
  const estilos = useEstilos();
  const { porta } = useFluxo();
  const [folha, setFolha] = useState(folhas.find((f) => f === "Ordem de nomeação") ?? folhas[0] ?? "");
  const [tabela, setTabela] = useState<TabelaBruta | null>(null);
  const regiao = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!alvo) return;
    setFolha(alvo.folha);
    regiao.current?.focus();
  }, [alvo]);
  const noAlvo = alvo && alvo.folha === folha ? alvo.linha - 1 : -1;
  const inicio = Math.max(0, noAlvo - 3);

  useEffect(() => {
    if (!porta || !folha) return;
    let vivo = true;
    void porta.lerIntervalo(folha).then((t) => vivo && setTabela(t));
    return () => {
      vivo = false;
    };
  }, [porta, folha]);

  const [cabecalho, ...linhas] = tabela?.valores ?? [];
  const colunas = useMemo(() => colunasComAPessoaPrimeiro(cabecalho ?? []), [cabecalho]);
  return (
    <section className={estilos.bloco} aria-label="Ver as folhas gravadas">
      <Field label="Ver a folha">
        <ListaSuspensa
          value={folha}
          selectedOptions={[folha]}
          onOptionSelect={(_, d) => setFolha(d.optionValue ?? folha)}
        >
          {folhas.map((f) => (
            <Option key={f} value={f}>
              {f}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
      {cabecalho && (
        <div
          ref={regiao}
          className={estilos.rolagem}
          tabIndex={0}
          role="group"
          aria-label={`Folha ${folha}, role para ver mais`}
        >
          <Table
            size="extra-small"
            className={estilos.tabela}
            aria-label={`Primeiras linhas da folha ${folha}`}
          >
            <TableHeader>
              <TableRow>
                {colunas.map((j) => (
                  <TableHeaderCell key={j} className={estilos.celula}>
                    {texto(cabecalho[j])}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {linhas.slice(inicio, inicio + LINHAS_DA_VISAO).map((linha, i) => (
                <TableRow
                  key={inicio + i}
                  className={inicio + i === noAlvo ? estilos.alvo : undefined}
                  aria-current={inicio + i === noAlvo ? "true" : undefined}
                >
                  {colunas.map((j) => (
                    <TableCell key={j} className={estilos.celula} title={texto(linha[j] ?? null)}>
                      {texto(linha[j] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {linhas.length > LINHAS_DA_VISAO && (
        <Caption1>
          {inicio > 0
            ? `Linhas ${inicio + 2} a ${Math.min(linhas.length, inicio + LINHAS_DA_VISAO) + 1}`
            : `Primeiras ${LINHAS_DA_VISAO}`}{" "}
          de {linhas.length} linhas; a folha inteira está na pasta baixada.
        </Caption1>
      )}
    </section>
  );
}
