/**
 * Resultado: "Buscar candidato", by inscrição or name, in the result just computed. A search landmark
 * with one field; the number found is announced when the typing pauses; each person found is a button
 * that opens the person's answer (buscarPessoa.ts): the vaga and position, each list with its rank and
 * outcome, and the notes that explain them with their articles.
 */
import { Button, Caption1, Field, makeStyles, SearchBox, Text, tokens } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import { contar } from "../../engine/notas";
import type { FichaDaPessoa } from "../../pipeline/buscarPessoa";
import type { Sessao } from "../../pipeline/sessao";
import { useAnunciador } from "../anuncios";
import { useAposPausa } from "../aposPausa";
import { useRespostaDaSessao } from "../respostaDaSessao";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  busca: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  // Fluent's input asks for a minimum width that overflows the pane at 200% zoom (175 CSS px).
  campo: { minWidth: 0, maxWidth: "100%" },
  encontrados: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXXS,
  },
  pessoa: { justifyContent: "flex-start", textAlign: "start", maxWidth: "100%", whiteSpace: "normal" },
  ficha: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  listas: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  fundamento: { color: tokens.colorNeutralForeground2 },
});

const ordinal = (n: number) => `${n}ª`;

function descricaoDaVaga(f: FichaDaPessoa): string {
  if (!f.vaga) return "Sem vaga neste resultado.";
  const posicao = f.vaga.posicao === null ? "" : `, ${ordinal(f.vaga.posicao)} posição da ordem de nomeação`;
  return `Vaga da lista ${f.vaga.rotulo}${posicao}.${f.provisorio ? " Resultado provisório." : ""}`;
}

function Ficha({ ficha }: { ficha: FichaDaPessoa }) {
  const estilos = useEstilos();
  const motivos = new Set(ficha.listas.map((l) => `${l.motivo.texto}\u0000${l.motivo.fundamento}`));
  const outras = ficha.notas.filter((n) => !motivos.has(`${n.texto}\u0000${n.fundamento}`));
  return (
    <article className={estilos.ficha} aria-labelledby="titulo-ficha">
      <Titulo id="titulo-ficha">
        {ficha.nome ? `${ficha.nome}, inscrição ${ficha.id}` : `Inscrição ${ficha.id}`}
      </Titulo>
      <Text>{ficha.cargo}</Text>
      <Text weight="semibold">{descricaoDaVaga(ficha)}</Text>
      <ul className={estilos.listas} aria-label="Listas em que está">
        {ficha.listas.map((l) => (
          <li key={l.lista}>
            <Text>
              {`${l.rotulo}: ${l.classificacao > 0 ? `${ordinal(l.classificacao)} na classificação · ` : ""}${l.textoDoDesfecho}${l.provisorio ? " (provisório)" : ""}. ${l.motivo.texto}`}
            </Text>{" "}
            <Caption1 className={estilos.fundamento}>({l.motivo.fundamento})</Caption1>
          </li>
        ))}
      </ul>
      {outras.length > 0 && (
        <ul className={estilos.listas} aria-label="Notas">
          {outras.map((n, i) => (
            <li key={i}>
              <Text>{n.texto}</Text> <Caption1 className={estilos.fundamento}>({n.fundamento})</Caption1>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const NINGUEM = { total: 0, pessoas: [] };

export function BuscaPessoa({ sessao }: { sessao: Sessao }) {
  const estilos = useEstilos();
  const { anunciar } = useAnunciador();
  const [texto, setTexto] = useState("");
  const [escolhida, setEscolhida] = useState<string | null>(null);
  const [assentado, assentar] = useAposPausa(texto);
  // The list found stays while the next one is searched: typing does not make it blink.
  const achados =
    useRespostaDaSessao(
      assentado.trim() ? () => sessao.buscarPessoas(assentado) : null,
      [sessao, assentado],
      { manterAnterior: true },
    ).resposta ?? NINGUEM;
  const unica = achados.total === 1 ? achados.pessoas[0].id : null;
  const id = escolhida ?? unica;
  const ficha = useRespostaDaSessao(id ? () => sessao.fichaDaPessoa(id) : null, [sessao, id]).resposta;

  const resumo =
    assentado.trim() === ""
      ? ""
      : achados.total === 0
        ? "Nenhum candidato encontrado."
        : achados.total > achados.pessoas.length
          ? `${contar(achados.total, "candidato encontrado", "candidatos encontrados")}; os ${achados.pessoas.length} primeiros abaixo. Digite mais para estreitar.`
          : contar(achados.total, "candidato encontrado", "candidatos encontrados") + ".";
  const falado = useRef("");
  useEffect(() => {
    if (resumo && resumo !== falado.current) anunciar(resumo);
    falado.current = resumo;
  }, [resumo, anunciar]);

  return (
    <section role="search" aria-labelledby="titulo-busca" className={estilos.busca}>
      <Titulo id="titulo-busca">Buscar candidato</Titulo>
      <Field
        label="Inscrição ou nome"
        hint={resumo || "Mostra as listas, a posição e o porquê de cada desfecho."}
      >
        <SearchBox
          className={estilos.campo}
          value={texto}
          onChange={(_, d) => {
            setTexto(d.value);
            setEscolhida(null);
          }}
          onBlur={assentar}
          dismiss={{ "aria-label": "Limpar a busca" }}
        />
      </Field>
      {achados.total > 1 && (
        <ul className={estilos.encontrados} aria-label="Candidatos encontrados">
          {achados.pessoas.map((p) => (
            <li key={p.id}>
              <Button
                appearance={p.id === id ? "primary" : "subtle"}
                className={estilos.pessoa}
                aria-pressed={p.id === id}
                onClick={() => setEscolhida(p.id)}
              >
                {`${p.id} · ${p.nome ?? "sem nome"} · ${p.cargo}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {ficha && <Ficha ficha={ficha} />}
    </section>
  );
}
