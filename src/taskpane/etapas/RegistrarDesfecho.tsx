/**
 * The outcome of a person called (Posse, Sem efeito, Desistência), recorded from the pane: in web mode
 * there is no sheet to type it into. The clerk finds the person by inscrição or name among those called
 * without an outcome, picks the outcome, its date and act; the session writes it into the Desfecho
 * column of the Convocações sheet and the act into "Atos das convocações" (pipeline/registrarDesfecho.ts),
 * by the ledger's own rules. Every field is a native control with its label: keyboard and screen
 * reader work as anywhere in the pane; the date is typed dd/mm/aaaa (CampoDeData), whatever the
 * browser's language.
 */
import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from "@fluentui/react-components";
import { useMemo, useState } from "react";
import { SIGLA_DA_LISTA } from "../../engine/notas";
import type { DesfechoConvocacao } from "../../engine/tipos";
import {
  DESFECHO_NA_FOLHA,
  type LinhaDoLivro,
  type PedidoDeDesfecho,
} from "../../pipeline/registrarDesfecho";
import { DATA_NAO_LIDA, dataIsoDoTexto } from "../dataDigitada";
import { CampoDeData } from "./CampoDeData";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM, minWidth: 0 },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  // A native select is as wide as its longest option: held to the pane's width, the text cut.
  campo: { minWidth: 0, maxWidth: "100%" },
  selecao: { width: "100%", minWidth: 0, textOverflow: "ellipsis" },
});

/** At most this many people in the list: more, and the clerk narrows the search. */
const MAXIMO_NA_LISTA = 50;

const sem = (texto: string) =>
  texto.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").trim();

export interface PropsDoDesfecho {
  /** The rows of the Convocações sheet as read (the people called). */
  linhas: readonly LinhaDoLivro[];
  /** Who already has an outcome, by `${cargo}\u0000${inscrição}`. */
  comDesfecho: ReadonlySet<string>;
  /** Records it (the session's registrarDesfecho); resolves to the sentence to show. */
  registrar: (pedido: PedidoDeDesfecho) => Promise<string>;
  /** After recording: the sheet changed, read it again. */
  aoRegistrar?: () => void;
  /** The form's first date (today). */
  dataInicial: string;
}

export function RegistrarDesfecho({
  linhas,
  comDesfecho,
  registrar,
  aoRegistrar,
  dataInicial,
}: PropsDoDesfecho) {
  const estilos = useEstilos();
  const [busca, setBusca] = useState("");
  const [escolhida, setEscolhida] = useState("");
  const [desfecho, setDesfecho] = useState<DesfechoConvocacao | "">("");
  /** As CampoDeData keeps it: "aaaa-mm-dd" once typed as a date (dd/mm/aaaa), the text otherwise. */
  const [data, setData] = useState(dataInicial);
  const [ato, setAto] = useState("");
  const [tentou, setTentou] = useState(false);
  const [gravando, setGravando] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);

  const chave = (l: LinhaDoLivro) => `${l.cargo}\u0000${l.candidato}`;
  const pendentes = useMemo(() => linhas.filter((l) => !comDesfecho.has(chave(l))), [linhas, comDesfecho]);
  const achadas = useMemo(() => {
    const b = sem(busca);
    return b
      ? pendentes.filter((l) => sem(l.candidato).includes(b) || sem(l.nome ?? "").includes(b))
      : pendentes;
  }, [pendentes, busca]);
  const pessoa = pendentes.find((l) => chave(l) === escolhida);

  const erros = {
    pessoa: pessoa ? undefined : "Escolha a pessoa convocada.",
    desfecho: desfecho ? undefined : "Escolha o desfecho.",
    data:
      data === ""
        ? "Informe a data do desfecho (dia, mês e ano)."
        : dataIsoDoTexto(data) === data
          ? undefined
          : DATA_NAO_LIDA,
  };
  const mostrar = (e: string | undefined) => (tentou ? e : undefined);

  const enviar = async () => {
    setTentou(true);
    setFeito(null);
    setFalha(null);
    if (!pessoa || !desfecho || erros.data) return;
    setGravando(true);
    try {
      const texto = await registrar({
        cargo: pessoa.cargo,
        candidato: pessoa.candidato,
        desfecho,
        data,
        ...(ato.trim() ? { ato: ato.trim() } : {}),
      });
      setFeito(texto);
      setTentou(false);
      setEscolhida("");
      setDesfecho("");
      setAto("");
      setBusca("");
      aoRegistrar?.();
    } catch (e) {
      setFalha(e instanceof Error ? e.message : String(e));
    } finally {
      setGravando(false);
    }
  };

  if (linhas.length === 0) return null;
  const rotuloDe = (l: LinhaDoLivro) =>
    `${l.candidato}${l.nome ? ` — ${l.nome}` : ""} (${l.cargo}, convocação nº ${l.numero}, ${l.posicao}ª posição, ${SIGLA_DA_LISTA[l.lista]})`;
  return (
    <section className={estilos.passo} aria-labelledby="titulo-desfecho">
      <Titulo id="titulo-desfecho">Registrar desfecho</Titulo>
      <Body1>
        Posse, nomeação tornada sem efeito ou desistência de quem já foi convocado(a): vai para a coluna
        Desfecho da folha Convocações, e o ato, para a folha Atos das convocações.
      </Body1>
      <Field label="Buscar pela inscrição ou pelo nome">
        <Input type="search" value={busca} onChange={(_, d) => setBusca(d.value)} />
      </Field>
      <Field
        label="Pessoa convocada"
        validationMessage={
          achadas.length === 0
            ? busca.trim()
              ? `Ninguém convocado(a) sem desfecho com “${busca.trim()}”.`
              : "Todos os convocados já têm desfecho."
            : (mostrar(erros.pessoa) ??
              (achadas.length > MAXIMO_NA_LISTA
                ? `${achadas.length} pessoas: a lista mostra as ${MAXIMO_NA_LISTA} primeiras; busque para achar as outras.`
                : undefined))
        }
        validationState={mostrar(erros.pessoa) || achadas.length === 0 ? "error" : "none"}
        className={estilos.campo}
      >
        <Select
          className={estilos.campo}
          select={{ className: estilos.selecao }}
          value={escolhida}
          onChange={(_, d) => setEscolhida(d.value)}
        >
          <option value="">Escolha…</option>
          {achadas.slice(0, MAXIMO_NA_LISTA).map((l) => (
            <option key={chave(l)} value={chave(l)}>
              {rotuloDe(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Desfecho" validationMessage={mostrar(erros.desfecho)}>
        <Select value={desfecho} onChange={(_, d) => setDesfecho(d.value as DesfechoConvocacao | "")}>
          <option value="">Escolha…</option>
          {(Object.keys(DESFECHO_NA_FOLHA) as DesfechoConvocacao[]).map((d) => (
            <option key={d} value={d}>
              {DESFECHO_NA_FOLHA[d]}
            </option>
          ))}
        </Select>
      </Field>
      <CampoDeData rotulo="Data do desfecho" valor={data} aoMudar={setData} erro={mostrar(erros.data)} />
      <Field
        label="Documento do desfecho"
        hint="O ato que o registra, como “Portaria nº 15/2026” ou “Termo de posse nº 3” (opcional)."
      >
        <Input value={ato} onChange={(_, d) => setAto(d.value)} />
      </Field>
      <div className={estilos.botoes}>
        <Button appearance="primary" disabled={gravando} onClick={() => void enviar()}>
          Registrar desfecho
        </Button>
      </div>
      {feito && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{feito}</MessageBarBody>
        </MessageBar>
      )}
      {falha && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{falha}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
