/**
 * The panel of "Importar lista publicada (PDF ou texto)" (./ImportarPublicada): the banca's result, as a PDF chosen by the clerk or text
 * pasted from it, read into the candidates (the same reading as `cotas importar`). The clerk sees the
 * sections found with their counts and every warning with its page, then the candidates go to a new
 * sheet of the workbook (nothing of the clerk's touched) and the flow goes on to the mapping.
 * The reader and pdf.js load only when the clerk uses this (dynamic import): not with the pane.
 */
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Textarea,
  tokens,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import type { EntradaPublicada, PublicacaoImportada } from "../../pipeline/importarPublicacao";
import { registrosNaoLidos } from "../../publicada/naoLidos";
import { FOLHA_DOS_IMPORTADOS, tabelaDaPublicacao } from "../../publicada/tabelaDaPublicacao";
import { contar } from "../../engine/notas";
import { nomeDaSecao } from "../../publicada/secoes";
import { LISTAS_NOMEAVEIS, type ListaNomeavel, type SecaoPublicada } from "../../publicada/tipos";
import { useFluxo } from "../contexto";

/** pdf.js's worker, copied beside the pane by the build (webpack.config.js). */
const TRABALHADOR_DO_PDF = "pdf.worker.min.js";

/**
 * A section's list as the panel shows it: a call, a phase's relation or another group says it stays out
 * of the table.
 */
function nomeNoPainel(secao: SecaoPublicada): string {
  if (secao.convocacao) return "convocação (fora da tabela)";
  // The aptos of a concurso's phase are its list (read); a phase's other relations stay out.
  if (secao.etapa && secao.lista === "outra") return `${secao.etapa} numa etapa (fora da tabela)`;
  if (secao.etapa) return `${nomeDaSecao(secao.lista)} (${secao.etapa} numa etapa)`;
  return secao.lista === "outra" ? `${nomeDaSecao(secao.lista)} (fora da tabela)` : nomeDaSecao(secao.lista);
}

const useEstilos = makeStyles({
  painel: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  botao: { alignSelf: "flex-start" },
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
  avisos: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    maxHeight: "14rem",
    overflowY: "auto",
    overflowWrap: "anywhere",
  },
});

type Entrada = EntradaPublicada & { nome: string };

/** "ampla concorrência: 7 de 9 registros lidos", each list of the result (a section out of it aside). */
function lidosPorSecao(secoes: readonly SecaoPublicada[]): string {
  return secoes
    .filter((s) => s.lista !== "outra")
    .map((s) => `${nomeDaSecao(s.lista)}: ${s.registros} de ${s.registros + s.naoLidos} registros lidos`)
    .join("; ");
}

export default function PainelDeImportacao({ fechar }: { fechar: () => void }) {
  const estilos = useEstilos();
  const { estado, importarCandidatos } = useFluxo();
  const [texto, setTexto] = useState("");
  const [lista, setLista] = useState<"" | ListaNomeavel>("");
  const [lendo, setLendo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [importada, setImportada] = useState<(PublicacaoImportada & { nome: string }) | null>(null);
  const [cargo, setCargo] = useState("");
  const [semOsNaoLidos, setSemOsNaoLidos] = useState(false);
  const entrada = useRef<HTMLInputElement>(null);
  const ultima = useRef<Entrada | null>(null);

  const ler = async (e: Entrada, listaDoTexto = lista) => {
    ultima.current = e;
    setErro(null);
    setImportada(null);
    setSemOsNaoLidos(false);
    setLendo(`Lendo ${e.nome}…`);
    try {
      const [{ importarPublicacao }, { paginasDoPdf }] = await Promise.all([
        import(/* webpackChunkName: "publicada" */ "../../pipeline/importarPublicacao"),
        import(/* webpackChunkName: "publicada" */ "../../adapters/pdf/textoDoPdf"),
      ]);
      const r = await importarPublicacao(e, {
        lerPdf: paginasDoPdf,
        ...(listaDoTexto ? { lista: listaDoTexto } : {}),
        trabalhador: TRABALHADOR_DO_PDF,
        progresso: (lidas, total) => setLendo(`Lendo ${e.nome}: página ${lidas} de ${total}…`),
      });
      setImportada({ ...r, nome: e.nome });
    } catch (falha) {
      setErro(falha instanceof Error ? falha.message : String(falha));
    } finally {
      setLendo(null);
    }
  };

  const candidatos = importada?.lida.candidatos.length ?? 0;
  const naoLidos = importada ? registrosNaoLidos(importada.lida) : null;
  const semCargo = importada !== null && importada.lida.candidatos.every((c) => !c.cargo);
  const porSecao = importada ? lidosPorSecao(importada.lida.secoes) : "";
  return (
    <section className={estilos.painel} aria-label="Importar lista publicada">
      <Body1>
        O edital de resultado da banca, em PDF ou o texto copiado dele: cada lista (ampla concorrência,
        pessoas pretas e pardas, indígenas, quilombolas, pessoas com deficiência) vira uma coluna, uma linha
        por pessoa.
      </Body1>
      <input
        ref={entrada}
        hidden
        type="file"
        accept=".pdf,.txt,application/pdf,text/plain"
        onChange={(e) => {
          const arquivo = e.target.files?.[0];
          e.target.value = "";
          if (!arquivo) return;
          void arquivo
            .arrayBuffer()
            .then((bytes) =>
              ler(
                /\.pdf$/i.test(arquivo.name) || arquivo.type === "application/pdf"
                  ? { pdf: new Uint8Array(bytes), nome: arquivo.name }
                  : { arquivoDeTexto: new Uint8Array(bytes), nome: arquivo.name },
              ),
            );
        }}
      />
      <div className={estilos.botoes}>
        <Button appearance="primary" disabled={lendo !== null} onClick={() => entrada.current?.click()}>
          Escolher PDF ou texto…
        </Button>
        <Button appearance="subtle" onClick={fechar}>
          Fechar
        </Button>
      </div>
      <Field label="Ou cole o texto da lista">
        <Textarea resize="vertical" rows={4} value={texto} onChange={(_, d) => setTexto(d.value)} />
      </Field>
      <Field
        label="Lista de um texto sem a frase que apresenta a lista"
        hint="Só para registros sem a frase que os apresenta (um texto sem título, ou o começo de uma lista); com a frase, a lista vem dela."
      >
        <Select
          value={lista}
          onChange={(_, d) => {
            const escolhida = d.value as typeof lista;
            setLista(escolhida);
            // The list given, what was read is read again: a text without a sentence, or records
            // before the first one, are read as that list.
            if (ultima.current) void ler(ultima.current, escolhida);
          }}
        >
          <option value="">(a do texto)</option>
          {LISTAS_NOMEAVEIS.map((l) => (
            <option key={l} value={l}>
              {nomeDaSecao(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        className={estilos.botao}
        disabled={lendo !== null || texto.trim() === ""}
        onClick={() => void ler({ texto, nome: "o texto colado" })}
      >
        Ler o texto
      </Button>
      {lendo && <Spinner size="tiny" label={lendo} />}
      {erro && (
        <MessageBar intent="error">
          <MessageBarBody>{erro}</MessageBarBody>
        </MessageBar>
      )}
      {importada && (
        <>
          <Caption1>
            {importada.nome}: {contar(candidatos, "candidato")} em{" "}
            {contar(importada.lida.secoes.length, "seção", "seções")}
            {porSecao ? ` — ${porSecao}` : ""}.
          </Caption1>
          {naoLidos && naoLidos.total > 0 && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {naoLidos.total} de {naoLidos.daLista} registros das listas não foram lidos (recusados
                {importada.lida.semLista ? " ou sem lista" : ""}): confira cada um no PDF pelos avisos.
              </MessageBarBody>
            </MessageBar>
          )}
          <ul className={estilos.lista} aria-label="Seções encontradas">
            {importada.lida.secoes.map((s, i) => (
              <li key={i}>
                <strong>{nomeNoPainel(s)}</strong> (página {s.pagina}): {contar(s.registros, "lido", "lidos")}
                {s.recusados > 0 ? `, ${contar(s.recusados, "recusado", "recusados")}` : ""}
                {s.declarados !== undefined ? `; a seção diz ${s.declarados}` : ""} — {s.titulo}
              </li>
            ))}
          </ul>
          {importada.lida.avisos.length > 0 && (
            <>
              <Caption1>Avisos ({importada.lida.avisos.length}): confira cada um no PDF.</Caption1>
              <ul className={estilos.avisos} aria-label="Avisos da leitura" tabIndex={0}>
                {importada.lida.avisos.map((a, i) => (
                  <li key={i}>
                    p. {a.pagina}: {a.mensagem}
                    {a.texto ? ` — ${a.texto}` : ""}
                  </li>
                ))}
              </ul>
            </>
          )}
          {semCargo && candidatos > 0 && (
            <Field
              label="Todos os candidatos são de um cargo:"
              hint="A publicação não diz o cargo: o nome dado aqui vira a coluna Cargo da folha (o cargo do edital). Em branco, a folha sai sem a coluna."
            >
              <Input value={cargo} onChange={(_, d) => setCargo(d.value)} />
            </Field>
          )}
          {naoLidos && naoLidos.total > 0 && candidatos > 0 && (
            <Checkbox
              checked={semOsNaoLidos}
              onChange={(_, d) => setSemOsNaoLidos(d.checked === true)}
              label={
                naoLidos.total === 1
                  ? "Gravar a folha sem o 1 registro não lido (eu o confiro e completo depois)"
                  : `Gravar a folha sem os ${naoLidos.total} registros não lidos (eu os confiro e completo depois)`
              }
            />
          )}
          <Button
            appearance="primary"
            className={estilos.botao}
            disabled={
              candidatos === 0 || estado.lendo || (naoLidos !== null && naoLidos.total > 0 && !semOsNaoLidos)
            }
            onClick={() =>
              void importarCandidatos(
                cargo.trim() ? tabelaDaPublicacao(importada.lida, cargo) : importada.tabela,
              ).then(fechar)
            }
          >
            Gravar a folha “{FOLHA_DOS_IMPORTADOS}” e seguir
          </Button>
        </>
      )}
    </section>
  );
}
