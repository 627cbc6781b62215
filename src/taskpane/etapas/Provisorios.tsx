/**
 * In Resultado, after a run: who is provisional and why, and the ties the edital's criteria did not
 * break (those that decide a vaga or the order first, the rest collapsed), each a link to its cell (inside Excel the cell is selected; in web mode the sheet view below
 * shows that row). The list and the places come from the pipeline (provisoriosDoResultado).
 */
import { Button, Caption1, Link, makeStyles, tokens } from "@fluentui/react-components";
import { useId, useState, type ReactNode } from "react";
import { formatarMilhares } from "../../engine/decimal";
import { contar } from "../../engine/notas";
import {
  POR_PAGINA,
  type EmpateAberto,
  type EmpatesAbertos,
  type LugarNaFolha,
} from "../../pipeline/provisorios";
import type { Sessao } from "../../pipeline/sessao";
import { useFluxo } from "../contexto";
import { useRespostaDaSessao } from "../respostaDaSessao";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** A new answer (a new run) starts the list of ties again: the pages shown were of the old result. */
const chaves = new WeakMap<object, string>();
let respostas = 0;
function chaveDa(resposta: object): string {
  let chave = chaves.get(resposta);
  if (chave === undefined) chaves.set(resposta, (chave = String(++respostas)));
  return chave;
}

export function Provisorios({
  sessao,
  folhas,
  mostrarNaVisao,
}: {
  sessao: Sessao;
  folhas: string[];
  /** Web mode: show the place in the sheet view. */
  mostrarNaVisao: (lugar: LugarNaFolha) => void;
}) {
  const estilos = useEstilos();
  const { porta, ambiente } = useFluxo();
  const achados = useRespostaDaSessao(() => sessao.provisorios(folhas), [sessao, folhas]).resposta;
  if (!achados || (achados.totalDeCandidatos === 0 && achados.empates.total === 0)) return null;
  const { candidatos, totalDeCandidatos, empates } = achados;

  const ir = (lugar: LugarNaFolha) => {
    if (ambiente.hospedeiro === "excel" && porta)
      void porta.selecionarCelula(lugar.folha, lugar.linha, lugar.coluna).catch(() => undefined);
    else mostrarNaVisao(lugar);
  };
  const link = (lugar: LugarNaFolha | null, texto: string) =>
    lugar ? (
      <Link as="button" onClick={() => ir(lugar)} aria-label={`${texto}: ir para ${lugar.endereco}`}>
        {texto}
      </Link>
    ) : (
      texto
    );

  // What needs deciding first: the ties, then who is provisional.
  return (
    <>
      {empates.total > 0 && (
        <EmpatesDoResultado
          key={chaveDa(achados)}
          sessao={sessao}
          folhas={folhas}
          empates={empates}
          link={link}
        />
      )}
      {totalDeCandidatos > 0 && (
        <section aria-labelledby="titulo-provisorios">
          <Titulo id="titulo-provisorios">
            {totalDeCandidatos === 1
              ? "1 resultado provisório"
              : `${formatarMilhares(totalDeCandidatos)} resultados provisórios`}
          </Titulo>
          <ul className={estilos.lista}>
            {candidatos.map((c) => (
              <li key={c.id}>
                {link(c.lugar, c.nome ? `${c.id} ${c.nome}` : c.id)} ({c.cargo}): {c.motivos.join("; ")}
              </li>
            ))}
          </ul>
          {totalDeCandidatos > candidatos.length && (
            <Caption1>
              Mais {formatarMilhares(totalDeCandidatos - candidatos.length)} na coluna Provisório das folhas.
            </Caption1>
          )}
        </section>
      )}
    </>
  );
}

/**
 * The ties (#36, item 3): first what needs deciding — the ties that decide a vaga or the order of
 * nomination, counted per cargo and list, then listed a page at a time; the rest collapsed into one
 * counted line, listed a page at a time only when asked. The page holds only the pages shown.
 */
function EmpatesDoResultado({
  sessao,
  folhas,
  empates,
  link,
}: {
  sessao: Sessao;
  folhas: string[];
  empates: EmpatesAbertos;
  link: (lugar: LugarNaFolha | null, texto: string) => ReactNode;
}) {
  const estilos = useEstilos();
  const { total, decidem, contagem, primeiros } = empates;
  const outros = total - decidem;
  const [queDecidem, setQueDecidem] = useState<EmpateAberto[]>(() =>
    primeiros.filter((e) => e.decide !== "nada"),
  );
  const [demais, setDemais] = useState<EmpateAberto[] | null>(null);
  const [carregando, setCarregando] = useState(false);
  const idDemais = useId();
  const carregar = async (inicio: number, juntar: (pagina: EmpateAberto[]) => void) => {
    setCarregando(true);
    try {
      juntar(await sessao.paginaDeEmpates(folhas, inicio, POR_PAGINA));
    } finally {
      setCarregando(false);
    }
  };
  const comDecisao = contagem.filter((c) => c.vaga + c.ordem > 0);
  const item = (e: EmpateAberto, i: number) => (
    <li key={i}>
      {link(e.lugar, `${e.cargo}, ${e.lista}`)}: {e.grupo}
      {e.decide === "vaga" ? " — decide a vaga" : e.decide === "ordem" ? " — decide a ordem de nomeação" : ""}
      {" ("}
      {e.candidatos.map((c) => (c.nome ? `${c.id} ${c.nome}` : c.id)).join(", ")}
      {e.empatados > e.candidatos.length
        ? ` e mais ${formatarMilhares(e.empatados - e.candidatos.length)}`
        : ""}
      {")"}
    </li>
  );

  return (
    <section aria-labelledby="titulo-empates">
      <Titulo id="titulo-empates">
        {decidem === 0
          ? "Nenhum empate a decidir agora"
          : decidem === 1
            ? "1 empate a decidir"
            : `${formatarMilhares(decidem)} empates a decidir`}
      </Titulo>
      <Caption1 block>
        {`${contar(total, "empate")} que os critérios do edital não desfazem; ${decidem === 0 ? "nenhum decide" : decidem === 1 ? "1 decide" : `${formatarMilhares(decidem)} decidem`} uma vaga ou a ordem de nomeação.`}
        {primeiros[0]?.criterios ? ` Critérios aplicados: ${primeiros[0].criterios}.` : ""}
      </Caption1>
      {comDecisao.length > 0 && (
        <ul className={estilos.lista} aria-label="Empates a decidir por cargo e lista">
          {comDecisao.map((c) => (
            <li key={`${c.cargo}\u0000${c.lista}`}>
              {`${c.cargo}, ${c.lista}: `}
              {[
                c.vaga ? `${contar(c.vaga, "decide", "decidem")} a vaga` : "",
                c.ordem ? `${contar(c.ordem, "decide", "decidem")} a ordem` : "",
                c.nada ? `${contar(c.nada, "outro")} sem decisão` : "",
              ]
                .filter(Boolean)
                .join(", ")}
            </li>
          ))}
        </ul>
      )}
      {queDecidem.length > 0 && (
        <ul className={estilos.lista} aria-label="Empates que decidem uma vaga ou a ordem">
          {queDecidem.map(item)}
        </ul>
      )}
      {decidem > queDecidem.length && (
        <Button
          size="small"
          disabled={carregando}
          onClick={() =>
            void carregar(queDecidem.length, (p) =>
              setQueDecidem((atual) => [...atual, ...p.filter((e) => e.decide !== "nada")]),
            )
          }
        >
          {`Mostrar mais ${Math.min(POR_PAGINA, decidem - queDecidem.length)} (de ${formatarMilhares(decidem - queDecidem.length)})`}
        </Button>
      )}
      {outros > 0 && (
        <>
          <Button
            appearance="subtle"
            size="small"
            aria-expanded={demais !== null}
            aria-controls={idDemais}
            disabled={carregando}
            onClick={() => (demais !== null ? setDemais(null) : void carregar(decidem, (p) => setDemais(p)))}
          >
            {`${outros === 1 ? "1 empate não decide" : `${formatarMilhares(outros)} empates não decidem`} vaga nem ordem por ora (${demais === null ? "mostrar" : "ocultar"})`}
          </Button>
          {demais !== null && (
            <div id={idDemais}>
              <ul className={estilos.lista} aria-label="Empates que não decidem vaga nem ordem">
                {demais.map(item)}
              </ul>
              {outros > demais.length && (
                <Button
                  size="small"
                  disabled={carregando}
                  onClick={() =>
                    void carregar(decidem + demais.length, (p) =>
                      setDemais((atual) => [...(atual ?? []), ...p]),
                    )
                  }
                >
                  {`Mostrar mais ${Math.min(POR_PAGINA, outros - demais.length)} (de ${formatarMilhares(outros - demais.length)})`}
                </Button>
              )}
            </div>
          )}
        </>
      )}
      <Caption1 block>Todos estão na folha Empates, os que decidem primeiro.</Caption1>
    </section>
  );
}
