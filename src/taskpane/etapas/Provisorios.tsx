/**
 * In Resultado, after a run: who is provisional and why, and the ties the edital's criteria did not
 * break, each a link to its cell (inside Excel the cell is selected; in web mode the sheet view below
 * shows that row). The list and the places come from the pipeline (provisoriosDoResultado).
 */
import { Caption1, Link, makeStyles, tokens } from "@fluentui/react-components";
import type { LugarNaFolha } from "../../pipeline/provisorios";
import type { Sessao } from "../../pipeline/sessao";
import { useFluxo } from "../contexto";
import { useRespostaDaSessao } from "../respostaDaSessao";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The pane lists this many of each; the sheets have them all (a big concurso may have thousands). */
export const MAXIMO_NO_PAINEL = 50;

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
  if (!achados || (achados.candidatos.length === 0 && achados.empates.length === 0)) return null;
  const { candidatos, empates } = achados;

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
  const mais = (n: number) =>
    n > MAXIMO_NO_PAINEL && (
      <Caption1>Mais {n - MAXIMO_NO_PAINEL} na coluna Provisório das folhas e na folha Empates.</Caption1>
    );

  return (
    <>
      {candidatos.length > 0 && (
        <section aria-labelledby="titulo-provisorios">
          <Titulo id="titulo-provisorios">
            {candidatos.length === 1
              ? "1 resultado provisório"
              : `${candidatos.length} resultados provisórios`}
          </Titulo>
          <ul className={estilos.lista}>
            {candidatos.slice(0, MAXIMO_NO_PAINEL).map((c) => (
              <li key={c.id}>
                {link(c.lugar, c.nome ? `${c.id} ${c.nome}` : c.id)} ({c.cargo}): {c.motivos.join("; ")}
              </li>
            ))}
          </ul>
          {mais(candidatos.length)}
        </section>
      )}
      {empates.length > 0 && (
        <section aria-labelledby="titulo-empates">
          <Titulo id="titulo-empates">
            {empates.length === 1 ? "1 empate a decidir" : `${empates.length} empates a decidir`}
          </Titulo>
          <ul className={estilos.lista}>
            {empates.slice(0, MAXIMO_NO_PAINEL).map((e, i) => (
              <li key={i}>
                {link(e.lugar, `${e.cargo}, ${e.lista}`)}:{" "}
                {e.candidatos.map((c) => (c.nome ? `${c.id} ${c.nome}` : c.id)).join(", ")}
                {e.decideVaga ? " (decide a vaga)" : ""}
                {e.criterios ? `; critérios aplicados: ${e.criterios}` : ""}
              </li>
            ))}
          </ul>
          {mais(empates.length)}
        </section>
      )}
    </>
  );
}
