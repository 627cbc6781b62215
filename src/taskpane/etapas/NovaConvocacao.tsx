/**
 * Step 5, Nova convocação: after the result, the next call of a cargo. The clerk picks the cargo, how
 * many positions to call now, the vagas that arose since the edital, the act and the date; the pane
 * shows who the call names (replacements first, with whom each replaces), the warnings, and the
 * problems of the Convocações sheet (an outcome typed that cannot be read blocks the call). "Convocar"
 * appends the call to the Convocações and "Atos das convocações" sheets. Everything through the
 * pipeline (pipeline/convocar.ts): the ledger read from the workbook, the engine's next call.
 */
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useMemo, useState } from "react";
import { ErroDeEntrada, type ResultadoDaConvocacao } from "../../engine";
import { SIGLA_DA_LISTA } from "../../engine/notas";
import {
  calcularConvocacao,
  lerConvocacoesDaPasta,
  registrarConvocacaoNaPasta,
  temErros,
  tituloDaTabela,
  type LivroDaPasta,
} from "../../pipeline";
import { nomeDaPastaAnotada } from "../ambiente";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";
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
  const { porta, conferencia, cargosDoEdital, versaoDaPasta, pastaMudou, ambiente, estado } = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  const concurso = conferencia?.concurso ?? null;
  const [cargo, setCargo] = useState(cargosDoEdital[0]?.id ?? "");
  const [posicoes, setPosicoes] = useState("1");
  const [novasVagas, setNovasVagas] = useState("0");
  const [ato, setAto] = useState("");
  const [data, setData] = useState(hoje);
  const [livro, setLivro] = useState<LivroDaPasta | null>(null);
  const [gravando, setGravando] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  /** Bumped by "Ler a folha de novo": the clerk typed outcomes into the sheet with the pane open. */
  const [leitura, setLeitura] = useState(0);

  useEffect(() => {
    if (!porta) return;
    let vivo = true;
    lerConvocacoesDaPasta(porta).then(
      (l) => vivo && setLivro(l),
      (e: unknown) => vivo && setFalha(mensagemDoErro(e)),
    );
    return () => {
      vivo = false;
    };
  }, [porta, versaoDaPasta, leitura]);

  const nPosicoes = inteiro(posicoes, 1);
  const nNovas = inteiro(novasVagas, 0);
  const previa = useMemo((): { r?: ResultadoDaConvocacao; erros: string[] } => {
    if (!concurso || !livro || !cargo) return { erros: [] };
    if (nPosicoes === null)
      return { erros: ["Informe quantas posições convocar (um número inteiro, 1 ou mais)."] };
    if (nNovas === null) return { erros: ["Informe as vagas que surgiram (um número inteiro, 0 ou mais)."] };
    if (temErros(livro.problemas)) return { erros: [] };
    try {
      const r = calcularConvocacao(concurso, livro.convocacoes, {
        cargo,
        posicoes: nPosicoes,
        novasVagas: nNovas,
        ...(data ? { data } : {}),
        ...(ato.trim() ? { ato: ato.trim() } : {}),
      });
      return { r, erros: [] };
    } catch (e) {
      if (e instanceof ErroDeEntrada) return { erros: e.problemas.map((p) => `${p.campo}: ${p.mensagem}`) };
      return { erros: [mensagemDoErro(e)] };
    }
  }, [concurso, livro, cargo, nPosicoes, nNovas, data, ato]);

  const nomes = useMemo(
    () => new Map(concurso?.candidatos.map((c) => [c.id, c.nome ?? ""]) ?? []),
    [concurso],
  );

  // Who the call names while the commission has not decided on them (heteroidentificação, or the PcD
  // assessment, pending in the list they are called in): said before the call is made.
  const pendentes = useMemo(() => {
    const porId = new Map(concurso?.candidatos.map((c) => [c.id, c]) ?? []);
    return (previa.r?.convocacao.chamados ?? []).filter(
      (c) => c.lista !== "AC" && porId.get(c.candidato)?.confirmacao?.[c.lista] === "pendente",
    );
  }, [concurso, previa]);
  const quem = (id: string) => nomes.get(id) || `inscrição ${id}`;

  const convocar = async () => {
    setConfirmando(false);
    if (!porta || !concurso || !livro || !previa.r) return;
    setGravando(true);
    setFalha(null);
    try {
      await registrarConvocacaoNaPasta(porta, concurso, livro.convocacoes, previa.r.convocacao, {
        titulo: estado.tabela ? tituloDaTabela(estado.tabela) : undefined,
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

  if (!concurso) return <Body1>Calcule o resultado antes de convocar.</Body1>;
  const chamados = previa.r?.convocacao.chamados ?? [];
  return (
    <div className={estilos.passo}>
      <Titulo id="titulo-convocacao">Nova convocação</Titulo>
      <Caption1>
        A folha Convocações guarda cada convocação; nela, escreva o desfecho de cada pessoa (Posse, Sem
        efeito, Desistência). Quem já foi convocado mantém posição e lista; a posição de quem não tomou posse
        vai ao próximo da mesma lista (Lei 15.142/2025, art. 7º, § 3º).
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
      <Field label="Data da convocação">
        <Input type="date" value={data} onChange={(_, d) => setData(d.value)} />
      </Field>
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
          disabled={gravando || chamados.length === 0}
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
      {previa.r && (
        <Dialog open={confirmando} onOpenChange={(_, d) => setConfirmando(d.open)}>
          <DialogSurface aria-describedby="confirmar-convocacao">
            <DialogBody>
              <DialogTitle>{`Registrar a convocação nº ${previa.r.convocacao.numero}?`}</DialogTitle>
              <DialogContent id="confirmar-convocacao">
                <Body1>
                  {`${cargo}${ato.trim() ? ` — ${ato.trim()}` : " — sem ato informado"}${data ? ` — ${data.split("-").reverse().join("/")}` : ""}. ${chamados.length === 1 ? "1 pessoa" : `${chamados.length} pessoas`}:`}
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
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => void convocar()}>
                  Registrar a convocação
                </Button>
                <Button onClick={() => setConfirmando(false)}>Voltar</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
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
    </div>
  );
}
