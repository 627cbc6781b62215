/**
 * The vagas of each cargo read from a table of the workbook (columns Cargo and Vagas, found by the
 * same header machinery as the candidates), optionally with the quadro the edital published per list
 * (columns AC, PPP, IND, QUI, PPIQ, PcD), which wins over the computed one (RULES.md § 2).
 */
import { LISTAS, type Cargo, type Lista } from "../engine/tipos";
import { localizarCabecalho } from "./cabecalho";

import { ColetorDeProblemas } from "./coletorDeProblemas";
import { celulaA1, enderecoNaFolha } from "../planilha/endereco";
import { ehErroDoExcel } from "./erroDoExcel";
import { atribuirColunas, textosDoCabecalho } from "./mapeamentoAutomatico";
import type { ColunaMapeada } from "./mapaColunas";
import { chaveDoCargo } from "./montarConcurso";
import { lerNumero } from "./numero";
import type { Problema } from "./problema";
import { criarReconhecedor } from "./reconhecedorDeCabecalho";
import { larguraDaTabela, percorrerDados } from "./regiaoDosDados";
import { resolverColunas } from "./resolverMapa";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { celulaVazia, citarValor, normalizarTexto, textoDaCelula } from "./texto";

export type CampoVagas = "cargo" | "vagas" | Lista;

export interface MapaVagas {
  /** Excel row number of the header row; absent → detected. */
  linhaDoCabecalho?: number;
  campos: Partial<Record<CampoVagas, ColunaMapeada>>;
}

export interface VagasLidas {
  cargos: Cargo[];
  problemas: Problema[];
  /** 0-based sheet row where each cargo was read. */
  linhaDoCargo: Map<string, number>;
  /** The mapping used (detected when not given), for the task pane to show and save. */
  mapa: MapaVagas;
}

export const ROTULO_DO_CAMPO_DE_VAGAS: Record<CampoVagas, string> = {
  cargo: "Cargo",
  vagas: "Vagas",
  AC: "Ampla concorrência",
  PPP: "Pretos e pardos",
  IND: "Indígenas",
  QUI: "Quilombolas",
  PPIQ: "Pretos, pardos, indígenas e quilombolas",
  PCD: "Pessoas com deficiência",
};

export const reconhecerCampoDeVagas = criarReconhecedor<CampoVagas>(
  {
    cargo: ["Cargo", "Cargos", "Nome do cargo", "Cargo/Área", "Cargo/Especialidade", "Área", "Especialidade"],
    vagas: [
      "Vagas",
      "Total de vagas",
      "Quantidade de vagas",
      "Número de vagas",
      "Nº de vagas",
      "Qtd. vagas",
      "Vagas totais",
      "Vagas do edital",
      "Total",
    ],
    AC: ["AC", "Ampla concorrência", "Ampla"],
    PPP: ["PPP", "Negros", "Pretos e pardos", "Pessoas pretas e pardas"],
    IND: ["IND", "Indígenas"],
    QUI: ["QUI", "Quilombolas"],
    PPIQ: ["PPIQ"],
    PCD: ["PcD", "Pessoas com deficiência", "Deficientes"],
  },
  [
    ["AC", [["ampla"], ["ac"]]],
    ["PPP", [["negros"], ["ppp"], ["pretos"]]],
    ["IND", [["indigenas"], ["ind"]]],
    ["QUI", [["quilombolas"], ["qui"]]],
    ["PPIQ", [["ppiq"]]],
    ["PCD", [["pcd"], ["deficiencia"]]],
    ["vagas", [["vagas"], ["total"]]],
    ["cargo", [["cargo"], ["cargos"]]],
  ],
);

/** A last line summing the cargos is not a cargo. */
const LINHA_DE_TOTAL = new Set(["total", "total geral", "soma", "totais"]);

function lerQuantidade(v: ValorCelula, oQue: string): { valor?: number; motivo?: string } {
  const r = lerNumero(v, oQue);
  if (r.tipo === "invalido") return { motivo: r.motivo };
  if (r.tipo === "vazio") return {};
  if (!Number.isInteger(r.valor) || r.valor < 0)
    return { motivo: `${citarValor(v)} não é ${oQue} (0, 1, 2…)` };
  return { valor: r.valor };
}

export function lerVagasPorCargo(
  tabela: TabelaBruta,
  mapaDado?: MapaVagas,
  limiteDeProblemas?: number,
): VagasLidas {
  const { folha, valores, linhaInicial, colunaInicial } = tabela;
  const coletor = new ColetorDeProblemas(folha, limiteDeProblemas);
  const resultado: VagasLidas = { cargos: [], problemas: [], linhaDoCargo: new Map(), mapa: { campos: {} } };
  let indice: number | null;
  if (mapaDado?.linhaDoCabecalho !== undefined) {
    const i = mapaDado.linhaDoCabecalho - 1 - linhaInicial;
    indice = Number.isInteger(i) && i >= 0 && i < valores.length ? i : null;
  } else {
    indice = localizarCabecalho(valores, reconhecerCampoDeVagas)?.indice ?? null;
  }
  if (indice === null) {
    coletor.naCelula(
      "erro",
      "Vagas",
      linhaInicial,
      colunaInicial,
      "não há uma tabela de vagas por cargo aqui",
    );
    resultado.problemas = coletor.fechar();
    return resultado;
  }
  const cabecalho = valores[indice];
  const linhaDoCabecalho = linhaInicial + indice;
  const mapa: MapaVagas = mapaDado ?? {
    campos: atribuirColunas(textosDoCabecalho(cabecalho), reconhecerCampoDeVagas, colunaInicial).campos,
  };
  mapa.linhaDoCabecalho = linhaDoCabecalho + 1;
  resultado.mapa = mapa;
  const { indices, motivos } = resolverColunas(
    cabecalho,
    mapa.campos,
    ROTULO_DO_CAMPO_DE_VAGAS,
    colunaInicial,
    larguraDaTabela(tabela),
  );
  for (const motivo of motivos) coletor.naCelula("erro", "Vagas", linhaDoCabecalho, colunaInicial, motivo);
  for (const campo of ["cargo", "vagas"] as const) {
    if (!mapa.campos[campo]) {
      coletor.naCelula(
        "erro",
        "Vagas",
        linhaDoCabecalho,
        colunaInicial,
        `nenhuma coluna de ${ROTULO_DO_CAMPO_DE_VAGAS[campo]} no cabeçalho da tabela de vagas (linha ${linhaDoCabecalho + 1})`,
      );
    }
  }
  const jCargo = indices.cargo;
  const jVagas = indices.vagas;
  const jListas = LISTAS.flatMap((l) =>
    indices[l] === undefined ? [] : [[l, indices[l] as number] as const],
  );
  const porChave = new Map<string, number>();

  percorrerDados(tabela, indice, coletor, (linha, linhaNaFolha, ignorar) => {
    if (jCargo === undefined || jVagas === undefined) {
      ignorar(`a linha ${linhaNaFolha + 1} não foi lida: faltam as colunas Cargo e Vagas`);
      return true;
    }
    const celulaCargo = linha[jCargo] ?? null;
    if (typeof celulaCargo === "string" && LINHA_DE_TOTAL.has(normalizarTexto(celulaCargo))) {
      ignorar(`a linha ${linhaNaFolha + 1} é a linha de total e não foi lida como cargo`);
      return true;
    }
    const id = celulaVazia(celulaCargo) ? "" : textoDaCelula(celulaCargo).trim();
    if (id === "" || ehErroDoExcel(celulaCargo)) {
      coletor.naCelula(
        "erro",
        "Vagas",
        linhaNaFolha,
        colunaInicial + jCargo,
        id === ""
          ? "cargo em branco"
          : `${citarValor(celulaCargo)} é um erro do Excel, não o nome de um cargo`,
      );
    }
    const vagas = lerQuantidade(linha[jVagas] ?? null, "um número de vagas");
    if (vagas.motivo) coletor.naCelula("erro", "Vagas", linhaNaFolha, colunaInicial + jVagas, vagas.motivo);
    else if (vagas.valor === undefined) {
      coletor.naCelula("erro", "Vagas", linhaNaFolha, colunaInicial + jVagas, "número de vagas em branco");
    }
    const quadroPublicado: Cargo["quadroPublicado"] = {};
    for (const [lista, j] of jListas) {
      const q = lerQuantidade(linha[j] ?? null, "um número de vagas");
      if (q.motivo) coletor.naCelula("erro", "Vagas", linhaNaFolha, colunaInicial + j, q.motivo);
      else if (q.valor !== undefined) quadroPublicado[lista] = q.valor;
    }
    if (id === "" || ehErroDoExcel(celulaCargo) || vagas.valor === undefined) return true;
    const chave = chaveDoCargo(id);
    const anterior = porChave.get(chave);
    if (anterior !== undefined) {
      const primeira = enderecoNaFolha(folha, celulaA1(anterior, colunaInicial + jCargo));
      coletor.naCelula(
        "erro",
        "Vagas",
        linhaNaFolha,
        colunaInicial + jCargo,
        `o cargo ${citarValor(id)} aparece de novo: já está em ${primeira}`,
      );
      return true;
    }
    porChave.set(chave, linhaNaFolha);
    const cargo: Cargo = { id, vagas: vagas.valor };
    if (Object.keys(quadroPublicado).length > 0) cargo.quadroPublicado = quadroPublicado;
    resultado.cargos.push(cargo);
    resultado.linhaDoCargo.set(id, linhaNaFolha);
    return true;
  });
  if (resultado.cargos.length === 0 && jCargo !== undefined && jVagas !== undefined) {
    coletor.naCelula(
      "erro",
      "Vagas",
      linhaDoCabecalho,
      colunaInicial,
      "a tabela de vagas não tem nenhum cargo",
    );
  }
  resultado.problemas = coletor.fechar();
  return resultado;
}
