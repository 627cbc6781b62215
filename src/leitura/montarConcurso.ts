/**
 * From the clerk's table to the engine's input: read the rows, check what only the whole table shows
 * (duplicated inscriptions, cargos without vagas), and build the Concurso. Nothing is produced while
 * an error remains; warnings do not block.
 *
 * The racial lists come from the edital (its regime, or the split an edital of the lei-15142 window
 * chose), through the engine's own reading of it, so the candidates' options land on the lists the
 * engine will compute; a caller that already knows them may pass `listasRaciais`.
 */
import { percentuaisDoEdital } from "../engine/percentuais";
import { regimeDoEdital } from "../engine/regimes";
import {
  ErroDeEntrada,
  type Candidato,
  type Cargo,
  type Concurso,
  type Edital,
  type ListaRacial,
} from "../engine/tipos";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import { enderecoNaFolha, celulaA1 } from "../planilha/endereco";
import { lerCandidatos, type LeituraDosCandidatos } from "./leituraDosCandidatos";
import { listasDoCandidato } from "./listasDoCandidato";
import { mapaColunasDeJson } from "./mapaDeJson";
import type { CampoCandidato, MapaColunas, OpcoesLeitura } from "./mapaColunas";
import { temErros, type Problema } from "./problema";
import type { TabelaBruta } from "../planilha/tabela";
import { chaveDoCargo, citarValor, formatarInteiro } from "./texto";
import type { Leitor } from "./vocabulario";

export interface OpcoesMontagem extends OpcoesLeitura {
  /** The edital's racial lists; by default read from the edital with the engine's regimes. */
  listasRaciais?: readonly ListaRacial[];
}

export interface ConcursoMontado {
  concurso: Concurso | null;
  problemas: Problema[];
  /** Where each candidate was read (0-based sheet row), to point the clerk at cells. */
  linhaDoCandidato: Map<string, { folha: string; linha: number }>;
  /** 0-based sheet column of each mapped field, and the header's row. */
  colunas: LeituraDosCandidatos["colunas"];
  linhaDoCabecalho: number;
}

export { chaveDoCargo } from "./texto";

export function montarConcurso(
  tabela: TabelaBruta,
  mapa: MapaColunas,
  edital: Edital,
  cargos: readonly Cargo[],
  opcoes: OpcoesMontagem & { leitor?: Leitor } = {},
): ConcursoMontado {
  const semCargo = !mapaColunasDeJson(mapa).mapa.campos.cargo;
  const cargoUnico = opcoes.cargoUnico ?? (cargos.length === 1 && semCargo ? cargos[0].id : undefined);
  const leitura = lerCandidatos(tabela, comColunasDoDesempate(mapa, edital), { ...opcoes, cargoUnico });
  const { folha } = tabela;
  const coletor = new ColetorDeProblemas(folha, opcoes.limiteDeProblemasPorTipo);
  const linhaDoCabecalho = leitura.linhaDoCabecalho ?? tabela.linhaInicial;
  const linhaDoCandidato = new Map<string, { folha: string; linha: number }>();
  const colunaDo = (campo: CampoCandidato) => leitura.colunas[campo] ?? tabela.colunaInicial;

  const listasRaciais =
    opcoes.listasRaciais ??
    listasRaciaisDoEdital(edital, (mensagem) =>
      coletor.naCelula("erro", "Edital", linhaDoCabecalho, tabela.colunaInicial, `edital: ${mensagem}`),
    );
  if (cargos.length === 0) {
    coletor.naCelula(
      "erro",
      "Vagas",
      linhaDoCabecalho,
      leitura.colunas.cargo ?? tabela.colunaInicial,
      "informe as vagas de cada cargo do edital (digitadas ou lidas de uma tabela com as colunas Cargo e Vagas)",
    );
  }
  const cargoPorChave = new Map<string, Cargo>();
  for (const c of cargos)
    if (!cargoPorChave.has(chaveDoCargo(c.id))) cargoPorChave.set(chaveDoCargo(c.id), c);
  // The same few cargo names repeat on every row: each spelling is compared once.
  const cargoDoTexto = new Map<string, Cargo | undefined>();
  const semVagas = new Map<string, { texto: string; linha: number; quantos: number }>();

  const candidatos: Candidato[] = [];
  for (const { linha, campos } of leitura.linhas) {
    const { id } = campos;
    if (id !== undefined) {
      const anterior = linhaDoCandidato.get(id);
      if (anterior) {
        const primeira = enderecoNaFolha(folha, celulaA1(anterior.linha, leitura.colunas.id as number));
        coletor.naCelula(
          "erro",
          "Inscrições duplicadas",
          linha,
          leitura.colunas.id as number,
          `inscrição ${citarValor(id)} repetida: já aparece em ${primeira}`,
        );
      } else {
        linhaDoCandidato.set(id, { folha, linha });
      }
    }
    const textoDoCargo = campos.cargo ?? (leitura.colunas.cargo === undefined ? cargoUnico : undefined);
    let cargo: Cargo | undefined;
    if (textoDoCargo !== undefined) {
      cargo = cargoDoTexto.get(textoDoCargo);
      if (cargo === undefined && !cargoDoTexto.has(textoDoCargo)) {
        cargo = cargoPorChave.get(chaveDoCargo(textoDoCargo));
        cargoDoTexto.set(textoDoCargo, cargo);
      }
      if (!cargo && cargos.length > 0) {
        const chave = chaveDoCargo(textoDoCargo);
        const s = semVagas.get(chave);
        if (s) s.quantos++;
        else semVagas.set(chave, { texto: textoDoCargo, linha, quantos: 1 });
      }
    }
    const saiu = campos.situacao === "eliminado" || campos.situacao === "desistente";
    const listas = listasRaciais
      ? listasDoCandidato(campos, listasRaciais, opcoes.classificadoNaAcPorPadrao)
      : null;
    for (const p of listas?.problemas ?? []) {
      coletor.naCelula(p.gravidade, "Modalidade", linha, colunaDo(p.campo), p.motivo);
    }
    if (listas && listas.listas.length === 0 && !saiu) {
      coletor.naCelula(
        "aviso",
        "Classificação",
        linha,
        leitura.colunas.classificadoAc ?? leitura.colunas.id ?? tabela.colunaInicial,
        "o candidato não está classificado na ampla concorrência nem optou por reserva: não entra em nenhuma lista",
      );
    }
    if (id === undefined || !cargo || !listas || (campos.nota === undefined && !saiu)) continue;
    const candidato: Candidato = { id, cargo: cargo.id, nota: campos.nota ?? 0, listas: listas.listas };
    if (campos.nome) candidato.nome = campos.nome;
    if (listas.confirmacao) candidato.confirmacao = listas.confirmacao;
    if (campos.situacao) candidato.situacao = campos.situacao;
    if (campos.nascimento) candidato.nascimento = campos.nascimento;
    if (campos.desempate) candidato.desempate = campos.desempate;
    if (campos.posicaoNomeacao !== undefined) candidato.posicaoNomeacao = campos.posicaoNomeacao;
    candidatos.push(candidato);
  }

  const conhecidos =
    cargos
      .slice(0, 5)
      .map((c) => citarValor(c.id))
      .join(", ") + (cargos.length > 5 ? "…" : "");
  for (const s of semVagas.values()) {
    coletor.naCelula(
      "erro",
      "Cargos sem vagas",
      s.linha,
      leitura.colunas.cargo ?? tabela.colunaInicial,
      `o cargo ${citarValor(s.texto)} não tem vagas no edital (${s.quantos === 1 ? "1 candidato" : `${formatarInteiro(s.quantos)} candidatos, o primeiro nesta linha`}); informe as vagas do cargo ou corrija o nome (cargos com vagas: ${conhecidos})`,
    );
  }
  const comCandidatos = new Set(candidatos.map((k) => k.cargo));
  for (const c of cargos) {
    if (c.vagas === 0 && comCandidatos.has(c.id)) {
      coletor.naCelula(
        "aviso",
        "Cargos sem vagas",
        linhaDoCabecalho,
        leitura.colunas.cargo ?? tabela.colunaInicial,
        `o cargo ${citarValor(c.id)} tem 0 vagas: ninguém será nomeado nele`,
      );
    }
  }

  const problemas = [...leitura.problemas, ...coletor.fechar()];
  const concurso = temErros(problemas) ? null : { edital, cargos: [...cargos], candidatos };
  return { concurso, problemas, linhaDoCandidato, colunas: leitura.colunas, linhaDoCabecalho };
}

/**
 * The tie-break columns the edital's criteria name ({"campo": "Nota discursiva"}), added to the mapping
 * by header when the mapping does not already read them under that name. So a criterion whose column
 * is missing or misspelled ("Nota discursva") is an error naming it, as any mapped column that is not
 * in the header, instead of a criterion silently never applied (every candidate lacking the value).
 */
function comColunasDoDesempate(mapa: MapaColunas, edital: Edital): MapaColunas {
  const criterios = Array.isArray(edital.desempate) ? edital.desempate : [];
  const lidos = new Set((mapa.desempate ?? []).map((d) => d.campo));
  const faltam = criterios.flatMap((c) =>
    typeof c === "object" && c !== null && typeof c.campo === "string" && !lidos.has(c.campo)
      ? [{ campo: c.campo, coluna: { cabecalho: c.campo } }]
      : [],
  );
  return faltam.length === 0 ? mapa : { ...mapa, desempate: [...(mapa.desempate ?? []), ...faltam] };
}

/** The edital's racial lists as the engine reads them; null with the reasons when it cannot. */
function listasRaciaisDoEdital(edital: Edital, relatar: (mensagem: string) => void): ListaRacial[] | null {
  try {
    return percentuaisDoEdital(edital, regimeDoEdital(edital)).listasRaciais;
  } catch (e) {
    if (!(e instanceof ErroDeEntrada)) throw e;
    for (const p of e.problemas) relatar(p.mensagem);
    return null;
  }
}
