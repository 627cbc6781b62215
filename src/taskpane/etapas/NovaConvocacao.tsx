/**
 * Step 5, Nova convocação: after the result, the next call of a cargo. The clerk picks the cargo, how
 * many positions to call now, the vagas that arose since the edital, the act and the date; the pane
 * shows who the call names (replacements first, with whom each replaces), the warnings, and the
 * problems of the Convocações sheet (an outcome typed that cannot be read blocks the call). "Convocar"
 * appends the call to the Convocações and "Atos das convocações" sheets, after the clerk confirms it;
 * the last call, while nobody in it has an outcome, can be undone (pipeline/desfazerConvocacao.ts).
 * The call is computed by the session (pipeline/sessao.ts), the ledger read from the workbook.
 */
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useMemo, useState } from "react";
import { SIGLA_DA_LISTA } from "../../engine/notas";
import { lerConvocacoesDaPasta, temErros, type LivroDaPasta, type UltimaConvocacao } from "../../pipeline";
import type { PreviaDaConvocacao } from "../../pipeline/sessao";
import { nomeDaPastaAnotada } from "../ambiente";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";
import { useRespostaDaSessao } from "../respostaDaSessao";
import { dataIsoDoTexto, textoDaDataIso } from "../dataDigitada";
import { CampoDeData } from "./CampoDeData";
import { Confirmacao } from "./Confirmacao";
import { RegistrarDesfecho } from "./RegistrarDesfecho";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  chamados: { width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" },
  porQue: {
    margin: 0,
    paddingLeft: "1.25rem",
    display: "flex",
    flexDirection: "column",
    rowGap: "0.5rem",
    overflowWrap: "anywhere",
  },
  celula: {
    textAlign: "start",
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInlineEnd: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

function hoje(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A whole number typed in a field, or null. */
function inteiro(texto: string, minimo: number): number | null {
  const n = Number(texto.trim());
  return texto.trim() !== "" && Number.isSafeInteger(n) && n >= minimo ? n : null;
}

export function NovaConvocacao() {
  const estilos = useEstilos();
  const {
    porta,
    sessao,
    conferencia,
    cargosDoEdital,
    versaoDaPasta,
    pastaMudou,
    ambiente,
    estado,
    opcoesDeLeitura,
  } = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  /** The concurso is checked and kept in the session: calls can be computed. */
  const pronta = Boolean(sessao && conferencia?.pronta);
  const [cargo, setCargo] = useState(cargosDoEdital[0]?.id ?? "");
  const [posicoes, setPosicoes] = useState("1");
  const [novasVagas, setNovasVagas] = useState("0");
  const [ato, setAto] = useState("");
  /** As CampoDeData keeps it: "aaaa-mm-dd" once typed as a date (dd/mm/aaaa), the text otherwise. */
  const [data, setData] = useState(hoje);
  const [livro, setLivro] = useState<LivroDaPasta | null>(null);
  /** The last call in the sheet, which "Desfazer" takes back while nobody has an outcome in it. */
  const [ultima, setUltima] = useState<UltimaConvocacao | null>(null);
  const [desfazendo, setDesfazendo] = useState(false);
  const [gravando, setGravando] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  /** Bumped by "Ler a folha de novo": the clerk typed outcomes into the sheet with the pane open. */
  const [leitura, setLeitura] = useState(0);

  useEffect(() => {
    if (!porta) return;
    let vivo = true;
    Promise.all([lerConvocacoesDaPasta(porta), sessao ? sessao.ultimaConvocacao() : null]).then(
      ([l, u]) => {
        if (!vivo) return;
        setLivro(l);
        setUltima(u);
      },
      (e: unknown) => vivo && setFalha(mensagemDoErro(e)),
    );
    return () => {
      vivo = false;
    };
  }, [porta, sessao, versaoDaPasta, leitura]);

  const nPosicoes = inteiro(posicoes, 1);
  const nNovas = inteiro(novasVagas, 0);
  const erroDoFormulario =
    nPosicoes === null
      ? "Informe quantas posições convocar (um número inteiro, 1 ou mais)."
      : nNovas === null
        ? "Informe as vagas que surgiram (um número inteiro, 0 ou mais)."
        : null;
  // The call computed in the session on the form as it is; null while it is being computed (then
  // Convocar waits: it must never record the call of a form since changed).
  // A date typed that is not one computes nothing (its field says why): never a call with another date.
  // Blank, the call has no date.
  const dataLida = data === "" || dataIsoDoTexto(data) === data;
  const podeCalcular =
    pronta &&
    livro &&
    cargo &&
    !erroDoFormulario &&
    dataLida &&
    !temErros(livro.problemas) &&
    sessao !== null;
  const calculada = useRespostaDaSessao<PreviaDaConvocacao>(
    podeCalcular
      ? () =>
          sessao.previaDaConvocacao(livro, {
            cargo,
            posicoes: nPosicoes!,
            novasVagas: nNovas!,
            ...(data ? { data } : {}),
            ...(ato.trim() ? { ato: ato.trim() } : {}),
          })
      : null,
    [podeCalcular, sessao, livro, cargo, nPosicoes, nNovas, data, ato],
    // The call shown stays while the next is computed (the confirmation dialog must not unmount while
    // open: it would leave the pane aria-hidden); Convocar waits for the answer to the form as it is.
    { manterAnterior: true },
  );
  const previa = useMemo(() => {
    if (erroDoFormulario) return { erros: [erroDoFormulario] };
    if (calculada.erro) return { erros: [calculada.erro] };
    const r = calculada.resposta;
    if (!r) return { erros: [] };
    return "erros" in r ? { erros: r.erros } : { r: r.r, erros: [], nomes: r.nomes, pendentes: r.pendentes };
  }, [erroDoFormulario, calculada]);

  const nomes = useMemo(() => new Map(Object.entries(previa.nomes ?? {})), [previa]);
  /** Who in the ledger has an outcome already: the outcome form offers the others. */
  const comDesfecho = useMemo(
    () =>
      new Set(
        (livro?.convocacoes ?? []).flatMap((c) =>
          Object.keys(c.desfechos ?? {}).map((id) => `${c.cargo}\u0000${id}`),
        ),
      ),
    [livro],
  );

  // Who the call names while the commission has not decided on them (heteroidentificação, or the PcD
  // assessment, pending in the list they are called in): said before the call is made.
  const pendentes = useMemo(() => {
    const ids = new Set(previa.pendentes);
    return (previa.r?.convocacao.chamados ?? []).filter((c) => ids.has(c.candidato));
  }, [previa]);
  const quem = (id: string) => nomes.get(id) || `inscrição ${id}`;

  const convocar = async () => {
    setConfirmando(false);
    if (!sessao || !livro || !previa.r) return;
    setGravando(true);
    setFalha(null);
    try {
      await sessao.registrarConvocacao(livro.convocacoes, previa.r.convocacao, {
        datas1904: opcoesDeLeitura.datas1904,
      });
      const texto = `Convocação nº ${previa.r.convocacao.numero} do cargo ${cargo} acrescentada à folha Convocações (${previa.r.convocacao.chamados.length} ${previa.r.convocacao.chamados.length === 1 ? "pessoa" : "pessoas"}).`;
      setFeito(texto);
      anunciar(texto);
      // The form starts over: one more click must not record the same call again.
      setPosicoes("1");
      setNovasVagas("0");
      setAto("");
      pastaMudou();
    } catch (e) {
      setFalha(mensagemDoErro(e));
      alertar(mensagemDoErro(e));
    } finally {
      setGravando(false);
    }
  };

  const desfazer = async () => {
    setDesfazendo(false);
    if (!sessao) return;
    setGravando(true);
    setFalha(null);
    try {
      const texto = await sessao.desfazerUltimaConvocacao();
      setFeito(texto);
      anunciar(texto);
      pastaMudou();
    } catch (e) {
      setFalha(mensagemDoErro(e));
      alertar(mensagemDoErro(e));
    } finally {
      setGravando(false);
    }
  };

  if (!conferencia && sessao) return <Spinner size="tiny" label="Conferindo os dados…" />;
  if (!pronta) return <Body1>Calcule o resultado antes de convocar.</Body1>;
  const chamados = previa.r?.convocacao.chamados ?? [];
  return (
    <div className={estilos.passo}>
      <Titulo id="titulo-convocacao">Nova convocação</Titulo>
      <Caption1>
        A folha Convocações guarda cada convocação; nela (ou em “Registrar desfecho”, abaixo), escreva o
        desfecho de cada pessoa (Posse, Sem efeito, Desistência). Quem já foi convocado mantém posição e
        lista; a posição de quem não tomou posse vai ao próximo da mesma lista (Lei 15.142/2025, art. 7º, §
        3º).
      </Caption1>
      <Field label="Cargo">
        <Select value={cargo} onChange={(_, d) => setCargo(d.value)}>
          {cargosDoEdital.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome ?? c.id}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Posições a convocar agora"
        validationMessage={nPosicoes === null ? "Um número inteiro, 1 ou mais." : undefined}
      >
        <Input inputMode="numeric" value={posicoes} onChange={(_, d) => setPosicoes(d.value)} />
      </Field>
      <Field
        label="Vagas que surgiram desde o edital"
        hint="Somam-se às vagas do cargo, sob a mesma reserva."
        validationMessage={nNovas === null ? "Um número inteiro, 0 ou mais." : undefined}
      >
        <Input inputMode="numeric" value={novasVagas} onChange={(_, d) => setNovasVagas(d.value)} />
      </Field>
      <Field label="Ato" hint="Como “Portaria nº 12/2026”.">
        <Input value={ato} onChange={(_, d) => setAto(d.value)} />
      </Field>
      <CampoDeData rotulo="Data da convocação" valor={data} aoMudar={setData} />
      {livro?.problemas.map((p) => (
        <MessageBar key={p.endereco + p.mensagem} intent={p.gravidade === "erro" ? "error" : "warning"}>
          <MessageBarBody>{p.mensagem}</MessageBarBody>
        </MessageBar>
      ))}
      {previa.erros.map((e) => (
        <MessageBar key={e} intent="error">
          <MessageBarBody>{e}</MessageBarBody>
        </MessageBar>
      ))}
      {previa.r && (
        <>
          <Titulo id="titulo-chamados">{`Convocação nº ${previa.r.convocacao.numero}: quem será convocado`}</Titulo>
          {chamados.length === 0 ? (
            <Body1>Ninguém a convocar.</Body1>
          ) : (
            <table className={estilos.chamados} aria-labelledby="titulo-chamados">
              <thead>
                <tr>
                  {["Posição", "Lista", "Inscrição", "Nome", "Substitui"].map((t) => (
                    <th key={t} scope="col" className={estilos.celula}>
                      {t}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chamados.map((c) => (
                  <tr key={c.candidato}>
                    <td className={estilos.celula}>{c.posicao}</td>
                    <td className={estilos.celula}>{SIGLA_DA_LISTA[c.lista]}</td>
                    <td className={estilos.celula}>{c.candidato}</td>
                    <td className={estilos.celula}>{nomes.get(c.candidato)}</td>
                    <td className={estilos.celula}>{c.substitui ? quem(c.substitui) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {chamados.length > 0 && (
            <>
              <Titulo id="titulo-por-que">Por que cada pessoa</Titulo>
              <ul aria-labelledby="titulo-por-que" className={estilos.porQue}>
                {chamados.map((c) => (
                  <li key={c.candidato}>
                    <strong>{`${c.posicao}ª posição, ${nomes.get(c.candidato) || `inscrição ${c.candidato}`}:`}</strong>{" "}
                    {c.nota.texto} <Caption1>({c.nota.fundamento})</Caption1>
                  </li>
                ))}
              </ul>
            </>
          )}
          {pendentes.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                {`Confirmação pendente: ${pendentes.map((c) => `${quem(c.candidato)} (${SIGLA_DA_LISTA[c.lista]})`).join(", ")}. A comissão ainda não decidiu; convocar agora nomeia quem pode não ser confirmado(a) na lista.`}
              </MessageBarBody>
            </MessageBar>
          )}
          {previa.r.avisos.map((a) => (
            <MessageBar key={a.texto} intent="warning">
              <MessageBarBody>{`${a.texto} (${a.fundamento})`}</MessageBarBody>
            </MessageBar>
          ))}
        </>
      )}
      <div className={estilos.botoes}>
        <Button
          appearance="primary"
          disabled={gravando || chamados.length === 0 || !calculada.atual}
          onClick={() => setConfirmando(true)}
        >
          Convocar
        </Button>
        <Button onClick={() => setLeitura((n) => n + 1)}>Ler a folha Convocações de novo</Button>
        {ambiente.baixarPastaAnotada && ambiente.salvarArquivo && porta && (
          <Button
            onClick={() =>
              void ambiente.baixarPastaAnotada!(porta).then(
                (b) => ambiente.salvarArquivo!(b, nomeDaPastaAnotada(estado.arquivo)),
                (e: unknown) => setFalha(mensagemDoErro(e)),
              )
            }
          >
            Baixar pasta anotada
          </Button>
        )}
      </div>
      {ultima && (
        <div className={estilos.botoes}>
          <Button
            disabled={gravando || Boolean(ultima.impedimento)}
            onClick={() => setDesfazendo(true)}
          >{`Desfazer a convocação nº ${ultima.numero} (${ultima.cargo})`}</Button>
          <Caption1>
            {ultima.impedimento ??
              "Registrada por engano? Enquanto ninguém dela tem desfecho escrito, ela sai das folhas Convocações e Atos das convocações."}
          </Caption1>
        </div>
      )}
      <Confirmacao
        aberta={desfazendo}
        aoMudar={setDesfazendo}
        titulo={`Desfazer a convocação nº ${ultima?.numero ?? ""}?`}
        id="confirmar-desfazer"
        acao="Desfazer a convocação"
        aoConfirmar={() => void desfazer()}
      >
        <Body1>
          {ultima
            ? `${ultima.cargo}: ${ultima.pessoas === 1 ? "1 pessoa sai" : `${ultima.pessoas} pessoas saem`} das folhas Convocações e Atos das convocações, e a próxima convocação volta a ser a nº ${ultima.numero}. As convocações anteriores ficam como estão.`
            : ""}
        </Body1>
      </Confirmacao>
      {previa.r && (
        <Confirmacao
          aberta={confirmando}
          aoMudar={setConfirmando}
          titulo={`Registrar a convocação nº ${previa.r.convocacao.numero}?`}
          id="confirmar-convocacao"
          acao="Registrar a convocação"
          aoConfirmar={() => void convocar()}
        >
          <Body1>
            {`${cargo}${ato.trim() ? ` — ${ato.trim()}` : " — sem ato informado"}${data ? ` — ${textoDaDataIso(data)}` : ""}. ${chamados.length === 1 ? "1 pessoa" : `${chamados.length} pessoas`}:`}
          </Body1>
          <ul>
            {chamados.map((c) => (
              <li key={c.candidato}>
                {`${c.posicao}ª posição, ${SIGLA_DA_LISTA[c.lista]}: ${quem(c.candidato)}${c.substitui ? `, no lugar de ${quem(c.substitui)}` : ""}`}
              </li>
            ))}
          </ul>
          {pendentes.length > 0 && (
            <Body1>{`Com confirmação pendente: ${pendentes.map((c) => quem(c.candidato)).join(", ")}.`}</Body1>
          )}
          <Body1>A convocação entra nas folhas Convocações e Atos das convocações.</Body1>
        </Confirmacao>
      )}
      {feito && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{feito}</MessageBarBody>
        </MessageBar>
      )}
      {falha && (
        <MessageBar intent="error">
          <MessageBarBody>{falha}</MessageBarBody>
        </MessageBar>
      )}
      {sessao && livro?.lido && (
        <RegistrarDesfecho
          linhas={livro.lido.linhas}
          comDesfecho={comDesfecho}
          registrar={(pedido) => sessao.registrarDesfecho(pedido)}
          aoRegistrar={pastaMudou}
          dataInicial={hoje()}
        />
      )}
    </div>
  );
}
