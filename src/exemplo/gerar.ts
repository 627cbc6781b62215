/**
 * A deterministic sample edital: cargos with vagas and the candidates' final result as a banca would
 * send it to the HR clerk (free-text modalities, confirmation outcomes, dates typed in two ways), with
 * the situations the law asks the clerk to handle planted on purpose (see CasosExemplo). Pure: the
 * workbook writing is in ./planilha.
 */
import { criarAleatorio, escolherPonderado, type Aleatorio } from "./aleatorio";
import { gerarNome, nomeDoCargo } from "./nomes";

export type Heteroidentificacao = "Confirmada" | "Indeferida" | "Pendente" | "";
export type SituacaoExemplo = "Classificado" | "Eliminado" | "Desistente" | "Sub judice";

export interface CandidatoExemplo {
  inscricao: number;
  nome: string;
  cargo: string;
  modalidade: string;
  /** Scores in hundredths, so the sample is exact; the sheet shows nota / 100. */
  notaFinalCentesimos: number;
  notaDiscursivaCentesimos: number;
  nascimento: { ano: number; mes: number; dia: number };
  /** The clerk typed the date as dd/mm/aaaa text instead of a date cell. */
  nascimentoComoTexto: boolean;
  heteroidentificacao: Heteroidentificacao;
  classificadoNaAmpla: "Sim" | "Não";
  situacao: SituacaoExemplo;
}

export interface CargoExemplo {
  nome: string;
  vagas: number;
}

/** Inscrições of the candidates planted in the first cargo to show each rule at work. */
export interface CasosExemplo {
  /** Same final and discursive score, both under 60: no criterion breaks it (reported to the clerk). */
  empateSemDesempate: [number, number];
  /** Same final score; the older one (60+) goes first although the other has the better discursive
   *  score (Estatuto da Pessoa Idosa art. 27, the first criterion). */
  empateDesfeitoPelaIdade: { idoso: number; outro: number };
  /** A cotista below the AC cut, classified only in the reserved list (Lei 15.142 art. 6). */
  apenasNaReservada: number;
  confirmacaoIndeferida: number;
  confirmacaoPendente: number;
  eliminado: number;
  desistente: number;
  /** The third cargo (when there is one) has no PcD candidate: its PcD vaga reverts to AC. */
  cargoSemPcd?: string;
}

export interface Exemplo {
  dataPublicacao: string;
  cargos: CargoExemplo[];
  candidatos: CandidatoExemplo[];
  casos: CasosExemplo;
}

export interface ParametrosExemplo {
  candidatos: number;
  cargos: number;
  semente: number;
}

export const DATA_PUBLICACAO_EXEMPLO = "2025-09-01";
const ANO_REFERENCIA = 2025;

type Modalidade = readonly [texto: string, peso: number];
/** Free text as bancas write it; the column mapper must understand every variant. */
const MODALIDADES_AMPLA: Modalidade[] = [
  ["Ampla concorrência", 52],
  ["Ampla Concorrência", 3],
  ["ampla concorrencia", 2],
];
const MODALIDADES_COTA: Modalidade[] = [
  ["Negro", 8],
  ["Preto ou pardo", 6],
  ["PPP", 4],
  ["Pretos e pardos", 3],
  ["Indígena", 3],
  ["Indigena", 1],
  ["Quilombola", 3],
  ["PcD", 4],
  ["Pessoa com deficiência", 3],
  ["Negro e PcD", 2],
  ["Indígena e PcD", 0.5],
];
const TEM_PCD = /pcd|deficiência/i;
const RACIAL = /negro|pret|ppp|ind[ií]gena|quilombola/i;
const PPP = /negro|pret|ppp/i;

/** Share of each cargo's candidates below the AC cut: only cotistas appear there (Lei 15.142 art. 6). */
const FRACAO_ABAIXO_DO_CORTE = 0.15;

export function gerarExemplo({ candidatos, cargos, semente }: ParametrosExemplo): Exemplo {
  if (!Number.isInteger(cargos) || cargos < 1) throw new Error("--cargos deve ser um inteiro ≥ 1");
  if (!Number.isInteger(candidatos) || candidatos < 40 * cargos)
    throw new Error(`--candidatos deve ser um inteiro ≥ ${40 * cargos} (40 por cargo)`);
  const aleatorio = criarAleatorio(semente);
  const porCargo = repartir(candidatos, cargos);
  const listaCargos = porCargo.map((n, k) => ({ nome: nomeDoCargo(k), vagas: vagasDoCargo(k, cargos, n) }));
  const linhas: CandidatoExemplo[] = [];
  let plantados: Plantados | undefined;
  listaCargos.forEach((cargo, k) => {
    const doCargo = gerarCargo(aleatorio, cargo, porCargo[k], k === 2);
    if (k === 0) plantados = plantarCasos(doCargo, cargo.vagas);
    for (const c of doCargo) linhas.push(c); // no spread: a cargo of 125,000+ rows overflows the stack
  });
  numerarInscricoes(linhas, semente);
  const p = plantados!;
  const casos: CasosExemplo = {
    empateSemDesempate: [p.empateA.inscricao, p.empateB.inscricao],
    empateDesfeitoPelaIdade: { idoso: p.idoso.inscricao, outro: p.outro.inscricao },
    apenasNaReservada: p.reservada.inscricao,
    confirmacaoIndeferida: p.indeferida.inscricao,
    confirmacaoPendente: p.pendente.inscricao,
    eliminado: p.eliminado.inscricao,
    desistente: p.desistente.inscricao,
    ...(cargos > 2 ? { cargoSemPcd: listaCargos[2].nome } : {}),
  };
  return { dataPublicacao: DATA_PUBLICACAO_EXEMPLO, cargos: listaCargos, candidatos: linhas, casos };
}

/** Candidates per cargo: the first cargos draw more people (weights 1, 1/2^0.8, 1/3^0.8 …). */
function repartir(total: number, cargos: number): number[] {
  const pesos = Array.from({ length: cargos }, (_, k) => 1 / Math.pow(k + 1, 0.8));
  const soma = pesos.reduce((a, b) => a + b, 0);
  const partes = pesos.map((p) => Math.max(40, Math.floor((total * p) / soma)));
  partes[0] += total - partes.reduce((a, b) => a + b, 0);
  return partes;
}

/** Vagas chosen so the sample shows several quadros: a big cargo (IND gets a vaga from 17 on),
 *  middle ones, and a last one at the racial minimum of 2 vagas (Decreto 12.536 art. 3). */
function vagasDoCargo(k: number, cargos: number, candidatos: number): number {
  if (cargos >= 3 && k === cargos - 1) return 2;
  const porVaga = [6.5, 8, 7, 10][k % 4];
  return Math.max(2, Math.round(candidatos / porVaga));
}

function gerarCargo(
  aleatorio: Aleatorio,
  cargo: CargoExemplo,
  n: number,
  semPcd: boolean,
): CandidatoExemplo[] {
  const cota = semPcd ? MODALIDADES_COTA.filter(([t]) => !TEM_PCD.test(t)) : MODALIDADES_COTA;
  const qualquer = [...MODALIDADES_AMPLA, ...cota];
  const notas = Array.from({ length: n }, () => notaFinal(aleatorio)).sort((a, b) => b - a);
  const corte = Math.ceil(n * (1 - FRACAO_ABAIXO_DO_CORTE));
  return notas.map((nota, i) => {
    const abaixoDoCorte = i >= corte;
    const modalidade = escolherPonderado(aleatorio, abaixoDoCorte ? cota : qualquer);
    return {
      inscricao: 0,
      nome: gerarNome(aleatorio),
      cargo: cargo.nome,
      modalidade,
      notaFinalCentesimos: nota,
      notaDiscursivaCentesimos: aleatorio.inteiro(3000, 10000),
      nascimento: nascimento(
        aleatorio,
        aleatorio.chance(0.03) ? aleatorio.inteiro(60, 70) : aleatorio.inteiro(20, 58),
      ),
      nascimentoComoTexto: aleatorio.chance(0.25),
      heteroidentificacao: RACIAL.test(modalidade)
        ? escolherPonderado<Heteroidentificacao>(aleatorio, [
            ["Confirmada", 85],
            ["Indeferida", 8],
            ["Pendente", 7],
          ])
        : "",
      classificadoNaAmpla: abaixoDoCorte ? "Não" : "Sim",
      situacao: escolherPonderado<SituacaoExemplo>(aleatorio, [
        ["Classificado", 994],
        ["Eliminado", 3],
        ["Desistente", 3],
      ]),
    };
  });
}

/** Bell-shaped final score between 50,00 and 95,00, in hundredths. */
function notaFinal(aleatorio: Aleatorio): number {
  const media = (aleatorio.proximo() + aleatorio.proximo() + aleatorio.proximo()) / 3;
  return 5000 + Math.round(4500 * media);
}

function nascimento(aleatorio: Aleatorio, idade: number): CandidatoExemplo["nascimento"] {
  return { ano: ANO_REFERENCIA - idade - 1, mes: aleatorio.inteiro(1, 12), dia: aleatorio.inteiro(1, 28) };
}

type Plantados = Record<
  | "empateA"
  | "empateB"
  | "idoso"
  | "outro"
  | "reservada"
  | "indeferida"
  | "pendente"
  | "eliminado"
  | "desistente",
  CandidatoExemplo
>;

/** Plants the situations of CasosExemplo in a cargo whose candidates are sorted by score. */
function plantarCasos(cand: CandidatoExemplo[], vagas: number): Plantados {
  const ampla = (c: CandidatoExemplo, ano: number): void => {
    c.modalidade = "Ampla concorrência";
    c.heteroidentificacao = "";
    c.classificadoNaAmpla = "Sim";
    c.situacao = "Classificado";
    c.nascimento = { ano, mes: 5, dia: 14 };
  };
  // Near the top, so that they matter: an eliminated and a desistente free their places.
  cand[1].situacao = "Eliminado";
  cand[3].situacao = "Desistente";
  // Tie decided by age: positions 5 and 6 get the same score; the 60+ one has the worse discursive score.
  const [outro, idoso] = [cand[5], cand[6]];
  ampla(outro, 1992);
  ampla(idoso, 1958);
  idoso.notaFinalCentesimos = outro.notaFinalCentesimos;
  outro.notaDiscursivaCentesimos = 8972;
  idoso.notaDiscursivaCentesimos = 6125;
  // Unbreakable tie across the last AC vaga: ranks acVagas and acVagas + 1 of the AC list once the
  // eliminated and the desistente above have left it.
  const r = Math.min(cand.length - 2, Math.max(8, vagasDeAmpla(vagas) + 1));
  for (let i = 0; i <= r + 1; i++) if (i !== 1 && i !== 3) cand[i].situacao = "Classificado";
  const [empateA, empateB] = [cand[r], cand[r + 1]];
  ampla(empateA, 1985);
  ampla(empateB, 1987);
  empateB.notaFinalCentesimos = empateA.notaFinalCentesimos;
  empateB.notaDiscursivaCentesimos = empateA.notaDiscursivaCentesimos;
  // Refused and pending heteroidentificação among the PPP cotistas past the tie.
  const ppp = cand.filter((c, i) => i > r + 1 && c.classificadoNaAmpla === "Sim" && PPP.test(c.modalidade));
  const [indeferida, pendente] = [ppp[0] ?? cand[r + 2], ppp[1] ?? cand[r + 3]];
  for (const c of [indeferida, pendente]) c.situacao = "Classificado";
  indeferida.modalidade = "Negro";
  indeferida.heteroidentificacao = "Indeferida";
  pendente.modalidade = "Preto ou pardo";
  pendente.heteroidentificacao = "Pendente";
  // The best candidate below the AC cut becomes a confirmed PPP cotista: classified only in the reserve.
  const reservada = cand.find((c) => c.classificadoNaAmpla === "Não");
  if (!reservada) throw new Error("sem candidatos abaixo do corte da ampla concorrência");
  reservada.modalidade = "Pretos e pardos";
  reservada.heteroidentificacao = "Confirmada";
  reservada.situacao = "Classificado";
  return {
    empateA,
    empateB,
    idoso,
    outro,
    reservada,
    indeferida,
    pendente,
    eliminado: cand[1],
    desistente: cand[3],
  };
}

/** The AC vagas of the quadro under Decreto 12.536 (25 % PPP, 3 % IND, 2 % QUI half-up, PcD 5 % up). */
function vagasDeAmpla(vagas: number): number {
  const racial = vagas < 2 ? 0 : [25, 3, 2].reduce((s, p) => s + Math.floor((p * vagas) / 100 + 0.5), 0);
  const pcd = Math.min(Math.ceil((5 * vagas) / 100), Math.floor((20 * vagas) / 100));
  return vagas - racial - pcd;
}

/**
 * Unique inscrições that do not follow the score order: i ↦ (i·7919 + s) mod p is a bijection for a
 * prime p; 1 000 003 up to that many candidates (the examples as they always were), else 1 048 583,
 * the first prime past Excel's grid (the largest workbook, `bench:anotar -- --candidatos 1048575`).
 */
function numerarInscricoes(linhas: CandidatoExemplo[], semente: number): void {
  const modulo = linhas.length <= 1_000_003 ? 1_000_003 : 1_048_583;
  if (linhas.length > modulo) throw new Error("candidatos demais para a numeração de inscrições");
  const deslocamento = Math.abs(semente) % modulo;
  linhas.forEach((c, i) => {
    c.inscricao = 25_000_000 + ((i * 7919 + deslocamento) % modulo);
  });
}
