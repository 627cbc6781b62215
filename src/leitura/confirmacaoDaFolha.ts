/**
 * The "Confirmação" sheet read back (folhas/confirmacao.ts): per row, one convened person and reserved
 * list, with what the clerk recorded — absence or refusal, each member's vote, the appeal, the parecer,
 * the documents, the fraud procedure — turned into the engine's records (tiposDaConfirmacao.ts). Every
 * cell is checked against the row's list and the edital's choices; what cannot be read is an error at
 * its cell, in Portuguese, never guessed (it decides who stays in a reserved list).
 */
import type { EscolhasDaConfirmacao } from "../engine/escolhasDaConfirmacao";
import { LISTAS, type Candidato, type ListaReservada } from "../engine/tipos";
import type {
  ApuracaoDeFraude,
  Parecer,
  ParecerPcd,
  RegistroDaLista,
  VotosDoCandidato,
  Voto,
} from "../engine/tiposDaConfirmacao";
import { documentosDoEdital, FOLHA_DA_CONFIRMACAO, rotuloDoDocumento } from "../folhas/confirmacao";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import type { Problema } from "./problema";
import { celulaVazia, citarValor, normalizarTexto } from "./texto";

export interface LinhaDaConfirmacao {
  id: string;
  lista: ListaReservada;
  /** 0-based sheet row. */
  linha: number;
  /** Something recorded besides who and which list. */
  registrado: boolean;
}

export interface ConfirmacaoDaFolha {
  votos: Record<string, VotosDoCandidato>;
  linhas: LinhaDaConfirmacao[];
  problemas: Problema[];
}

const VOTOS: Record<string, Voto> = {
  "a favor": "favor",
  favor: "favor",
  favoravel: "favor",
  sim: "favor",
  contra: "contra",
  contrario: "contra",
  contraria: "contra",
  desfavoravel: "contra",
  nao: "contra",
};
const AUSENCIAS: Record<string, "ausente" | "recusou-filmagem"> = {
  ausente: "ausente",
  "nao compareceu": "ausente",
  "recusou filmagem": "recusou-filmagem",
  "recusa de filmagem": "recusou-filmagem",
  "recusou se a ser filmado": "recusou-filmagem",
  "recusou se a ser filmada": "recusou-filmagem",
};
const PARECERES: Record<string, Parecer | ParecerPcd> = {
  favoravel: "favoravel",
  desfavoravel: "desfavoravel",
  caracterizada: "caracterizada",
  "nao caracterizada": "nao-caracterizada",
};
const APURACOES: Record<string, ApuracaoDeFraude> = {
  "em andamento": "em-andamento",
  "fraude apurada": "fraude-apurada",
};

const RESERVADAS = LISTAS.filter((l): l is ListaReservada => l !== "AC");

export function lerConfirmacaoDaFolha(
  tabela: TabelaBruta,
  candidatos: readonly Candidato[],
  e: EscolhasDaConfirmacao,
): ConfirmacaoDaFolha {
  const coletor = new ColetorDeProblemas(tabela.folha);
  const [cabecalho = [], ...linhas] = tabela.valores;
  const nomes = cabecalho.map((v) => (typeof v === "string" ? v.trim() : ""));
  const achar = (nome: string) => nomes.indexOf(nome);
  const numeradas = (prefixo: string) =>
    nomes.flatMap((c, j) => (new RegExp(`^${prefixo} \\d+$`).test(c) ? [j] : []));
  const fixas = [
    "Inscrição",
    "Lista",
    "Ausência",
    "Recurso",
    "Parecer",
    "Parecer no recurso",
    "Apuração de fraude",
  ];
  const faltam = fixas.filter((n) => achar(n) < 0);
  const cComissao = numeradas("Comissão");
  const cRecurso = numeradas("Recurso");
  const cDocumentos = numeradas("Documento");
  if (faltam.length || cComissao.length === 0) {
    coletor.naCelula(
      "erro",
      "Confirmação",
      tabela.linhaInicial,
      tabela.colunaInicial,
      `a folha ${FOLHA_DA_CONFIRMACAO} não tem ${faltam.length ? `a(s) coluna(s) ${faltam.map((n) => `"${n}"`).join(", ")}` : 'as colunas "Comissão 1", "Comissão 2"…'}; ela é do suplemento: não renomeie nem apague colunas`,
    );
    return { votos: {}, linhas: [], problemas: coletor.fechar() };
  }
  const porId = new Map(candidatos.map((c) => [c.id, c]));
  const docs = documentosDoEdital(e);
  const documentoDe = new Map<string, string>();
  for (const d of docs) {
    documentoDe.set(normalizarTexto(d), d);
    documentoDe.set(normalizarTexto(rotuloDoDocumento(d)), d);
  }
  const votos: Record<string, VotosDoCandidato> = {};
  const lidas: LinhaDaConfirmacao[] = [];
  const vistas = new Set<string>();

  linhas.forEach((linha, i) => {
    if (linha.every(celulaVazia)) return;
    const l = tabela.linhaInicial + 1 + i;
    const col = (j: number) => tabela.colunaInicial + j;
    const valor = (j: number): ValorCelula => linha[j] ?? null;
    const vazia = (j: number) => celulaVazia(valor(j));
    const erro = (j: number, motivo: string) => coletor.naCelula("erro", "Confirmação", l, col(j), motivo);
    const termo = <T>(j: number, tabelaDeTermos: Record<string, T>, uso: string): T | undefined | null => {
      if (vazia(j)) return undefined;
      const t = tabelaDeTermos[normalizarTexto(String(valor(j)))];
      if (t !== undefined) return t;
      erro(j, `${citarValor(valor(j))} não é ${uso}`);
      return null;
    };
    let ok = true;
    const jId = achar("Inscrição");
    const jLista = achar("Lista");
    const id = vazia(jId) ? "" : String(valor(jId)).trim();
    const sigla = vazia(jLista) ? "" : String(valor(jLista)).trim().toUpperCase();
    const c = porId.get(id);
    if (!id) {
      erro(jId, "falta a inscrição");
      return;
    }
    if (!c) {
      erro(jId, `a inscrição ${citarValor(id)} não está entre os candidatos`);
      return;
    }
    if (!RESERVADAS.includes(sigla as ListaReservada)) {
      erro(jLista, `lista ${citarValor(valor(jLista))} desconhecida; use ${RESERVADAS.join(", ")}`);
      return;
    }
    const lista = sigla as ListaReservada;
    if (!c.listas.includes(lista)) {
      erro(jLista, `o(a) candidato(a) ${id} não optou pela lista ${lista}`);
      return;
    }
    const chave = `${id}\u0000${lista}`;
    if (vistas.has(chave)) {
      erro(
        jId,
        `a inscrição ${id} na lista ${lista} já tem uma linha acima; registre cada procedimento numa linha só`,
      );
      return;
    }
    vistas.add(chave);

    const heteroidentificacao = lista === "PPP" || lista === "PPIQ";
    const ausencia = termo(achar("Ausência"), AUSENCIAS, "uma ausência: escolha Ausente ou Recusou filmagem");
    const votosDe = (js: number[], integrantes: number, nome: string): Voto[] | undefined => {
      const lidos: Voto[] = [];
      for (const j of js) {
        const v = termo(j, VOTOS, "um voto: escolha A favor ou Contra");
        if (v === null) ok = false;
        else if (v) lidos.push(v);
      }
      const preenchidas = js.filter((j) => !vazia(j));
      if (preenchidas.length > integrantes) {
        erro(
          preenchidas[integrantes],
          `a ${nome} tem ${integrantes} integrantes, e há ${preenchidas.length} votos`,
        );
        ok = false;
      }
      return lidos.length ? lidos : undefined;
    };
    const comissao = votosDe(cComissao, e.comissao.valor.integrantes, "comissão");
    const recursoVotos = votosDe(cRecurso, e.comissaoRecursal.valor.integrantes, "comissão recursal");
    const jRecurso = achar("Recurso");
    let interposto = false;
    if (!vazia(jRecurso)) {
      if (normalizarTexto(String(valor(jRecurso))) === "interposto") interposto = true;
      else {
        erro(
          jRecurso,
          `${citarValor(valor(jRecurso))} não é um recurso: escolha Interposto, ou deixe em branco`,
        );
        ok = false;
      }
    }
    const parecer = termo(
      achar("Parecer"),
      PARECERES,
      "um parecer: escolha Favorável, Desfavorável, Caracterizada ou Não caracterizada",
    );
    const parecerRecurso = termo(
      achar("Parecer no recurso"),
      PARECERES,
      "um parecer: escolha Favorável, Desfavorável, Caracterizada ou Não caracterizada",
    );
    const apuracao = termo(
      achar("Apuração de fraude"),
      APURACOES,
      "uma apuração de fraude: escolha Em andamento ou Fraude apurada",
    );
    const documentos: string[] = [];
    for (const j of cDocumentos) {
      if (vazia(j)) continue;
      const d = documentoDe.get(normalizarTexto(String(valor(j))));
      if (!d) {
        erro(
          j,
          `${citarValor(valor(j))} não é um documento que o edital considera (${docs.map(rotuloDoDocumento).join(", ")})`,
        );
        ok = false;
      } else if (lista !== "IND" && lista !== "QUI") {
        erro(j, `a lista ${lista} não tem verificação de documentos: deixe em branco`);
        ok = false;
      } else documentos.push(d);
    }
    if ([ausencia, parecer, parecerRecurso, apuracao].includes(null)) ok = false;

    const porVotos = lista === "PPP" || (lista === "PPIQ" && (comissao || recursoVotos) !== undefined);
    const temVotos = comissao !== undefined || recursoVotos !== undefined;
    if (temVotos && !heteroidentificacao) {
      erro(
        cComissao[0],
        `a ${lista === "PCD" ? "avaliação da deficiência" : "verificação documental"} não tem votos da comissão: use Parecer${lista === "PCD" ? "" : " e Documento"}`,
      );
      ok = false;
    }
    const pareceresPcd = lista === "PCD";
    for (const [p, nome] of [
      [parecer, "Parecer"],
      [parecerRecurso, "Parecer no recurso"],
    ] as const) {
      if (!p) continue;
      const j = achar(nome);
      if (porVotos) {
        erro(j, "a heteroidentificação decide pelos votos da comissão: deixe o parecer em branco");
        ok = false;
      } else if (pareceresPcd !== (p === "caracterizada" || p === "nao-caracterizada")) {
        erro(
          j,
          pareceresPcd
            ? "na avaliação da deficiência, escolha Caracterizada ou Não caracterizada"
            : "escolha Favorável ou Desfavorável",
        );
        ok = false;
      }
    }
    if (ausencia === "recusou-filmagem" && !heteroidentificacao) {
      erro(
        achar("Ausência"),
        "a recusa de filmagem é da heteroidentificação; aqui, escolha Ausente ou deixe em branco",
      );
      ok = false;
    }
    const outros = temVotos || interposto || parecer || parecerRecurso || documentos.length > 0 || apuracao;
    if (ausencia && outros) {
      erro(
        achar("Ausência"),
        `quem ${ausencia === "ausente" ? "não compareceu" : "recusou a filmagem"} não tem votos, parecer, documentos nem apuração de fraude nesta linha: apague-os, ou apague a ausência`,
      );
      ok = false;
    }
    const registrado = Boolean(ausencia || outros);
    lidas.push({ id, lista, linha: l, registrado });
    if (!ok || !registrado) return;

    let registro: RegistroDaLista;
    if (ausencia) registro = ausencia;
    else if (porVotos) {
      registro = {
        ...(comissao ? { comissao } : {}),
        ...(recursoVotos ? { recurso: recursoVotos } : interposto ? { recurso: "interposto" as const } : {}),
        ...(apuracao ? { apuracaoDeFraude: apuracao } : {}),
      };
    } else {
      registro = {
        ...(documentos.length ? { documentos } : {}),
        ...(parecer ? { parecer } : {}),
        ...(parecerRecurso
          ? { recurso: { parecer: parecerRecurso } }
          : interposto
            ? { recurso: "interposto" as const }
            : {}),
        ...(apuracao ? { apuracaoDeFraude: apuracao } : {}),
      } as RegistroDaLista;
    }
    (votos[id] ??= {})[lista] = registro;
  });
  return { votos, linhas: lidas, problemas: coletor.fechar() };
}
