/**
 * The usual Portuguese headers of a candidates' table and the field each one means.
 */
import type { CampoCandidato } from "./mapaColunas";
import { criarReconhecedor } from "./reconhecedorDeCabecalho";
import { normalizarTexto } from "./texto";

const EXATOS: Record<CampoCandidato, readonly string[]> = {
  id: [
    "Inscrição",
    "Inscrições",
    "Número de inscrição",
    "Número da inscrição",
    "Nº de inscrição",
    "Nº inscrição",
    "N. inscrição",
    "Núm. inscrição",
    "Insc.",
    "Inscr.",
    "ID",
    "ID do candidato",
    "Código",
    "Código do candidato",
  ],
  nome: [
    "Nome",
    "Nome do candidato",
    "Nome da candidata",
    "Nome completo",
    "Candidato",
    "Candidata",
    "Candidato(a)",
    "Nome social",
  ],
  cargo: [
    "Cargo",
    "Cargo/Área",
    "Cargo / Especialidade",
    "Cargo/Área/Especialidade",
    "Área",
    "Área de atuação",
    "Especialidade",
    "Cargo pretendido",
    "Função",
    "Perfil",
  ],
  nota: [
    "Nota final",
    "Nota",
    "Pontuação",
    "Pontuação final",
    "Pontuação total",
    "Nota total",
    "Total",
    "Média final",
    "Média",
  ],
  modalidade: [
    "Modalidade",
    "Modalidade de concorrência",
    "Cota",
    "Cotas",
    "Concorrência",
    "Tipo de concorrência",
    "Tipo de vaga",
    "Sistema de concorrência",
    "Reserva de vagas",
    "Opção de vaga",
    "Opção de cota",
    "Tipo de cota",
    "Cotista",
  ],
  pcd: [
    "Pessoa com deficiência",
    "PcD",
    "Deficiente",
    "Deficiência",
    "Candidato com deficiência",
    "Portador de deficiência",
    "Concorre como PcD",
    "Vaga PcD",
    "Cota PcD",
  ],
  ppp: [
    "Negro",
    "Negros",
    "Preto ou pardo",
    "Pretos e pardos",
    "Pessoa preta ou parda",
    "Pessoas pretas e pardas",
    "PPP",
    "Cota negro",
    "Cota negros",
    "Vaga negro",
  ],
  ind: ["Indígena", "Indígenas", "Cota indígena", "Vaga indígena"],
  qui: ["Quilombola", "Quilombolas", "Cota quilombola", "Vaga quilombola"],
  confirmacao: [
    "Confirmação",
    "Heteroidentificação",
    "Resultado da heteroidentificação",
    "Resultado da confirmação",
    "Confirmação da autodeclaração",
    "Autodeclaração",
    "Comissão de heteroidentificação",
  ],
  confirmacaoPpp: ["Heteroidentificação PPP", "Heteroidentificação (negros)", "Heteroidentificação negros"],
  confirmacaoInd: ["Confirmação indígena", "Confirmação (indígenas)", "Validação indígena"],
  confirmacaoQui: ["Confirmação quilombola", "Confirmação (quilombolas)", "Validação quilombola"],
  confirmacaoPcd: [
    "Perícia",
    "Perícia médica",
    "Avaliação biopsicossocial",
    "Equipe multiprofissional",
    "Resultado da perícia",
  ],
  classificadoAc: [
    "Classificado na AC",
    "Classificado na ampla",
    "Classificado na ampla concorrência",
    "Aprovado ampla",
    "Aprovado na ampla concorrência",
    "Aprovado AC",
  ],
  nascimento: [
    "Data de nascimento",
    "Nascimento",
    "Data nascimento",
    "Dt. nascimento",
    "Dt. nasc.",
    "Data nasc.",
  ],
  situacao: ["Situação", "Status", "Situação do candidato", "Situação final"],
  posicaoNomeacao: [
    "Posição de nomeação",
    "Posição na ordem de nomeação",
    "Ordem de nomeação",
    "Posição nomeação",
  ],
};

/** Word sets, in precedence order: more specific fields first ("Nome do cargo" is a cargo). */
const CONTEM: readonly (readonly [CampoCandidato, readonly (readonly string[])[]])[] = [
  ["posicaoNomeacao", [["nomeacao"]]],
  ["confirmacaoPcd", [["pericia"], ["biopsicossocial"], ["multiprofissional"]]],
  [
    "confirmacaoInd",
    [
      ["confirmacao", "indigena"],
      ["validacao", "indigena"],
    ],
  ],
  [
    "confirmacaoQui",
    [
      ["confirmacao", "quilombola"],
      ["validacao", "quilombola"],
    ],
  ],
  [
    "confirmacaoPpp",
    [
      ["heteroidentificacao", "negros"],
      ["heteroidentificacao", "ppp"],
    ],
  ],
  ["confirmacao", [["heteroidentificacao"], ["confirmacao"], ["autodeclaracao"]]],
  [
    "classificadoAc",
    [
      ["classificado", "ampla"],
      ["classificada", "ampla"],
      ["aprovado", "ampla"],
      ["classificado", "ac"],
      ["aprovado", "ac"],
    ],
  ],
  ["nascimento", [["nascimento"], ["nasc"]]],
  ["cargo", [["cargo"], ["especialidade"]]],
  ["id", [["inscricao"]]],
  [
    "nota",
    [
      ["nota", "final"],
      ["pontuacao", "final"],
      ["nota", "total"],
      ["pontuacao", "total"],
    ],
  ],
  ["pcd", [["deficiencia"], ["deficiente"], ["pcd"]]],
  ["ppp", [["negro"], ["negros"], ["preto"], ["pretos"], ["ppp"]]],
  ["ind", [["indigena"], ["indigenas"]]],
  ["qui", [["quilombola"], ["quilombolas"]]],
  ["modalidade", [["modalidade"], ["cota"], ["cotas"], ["concorrencia"]]],
  ["situacao", [["situacao"], ["status"]]],
  ["nome", [["nome"]]],
];

export const reconhecerCampo = criarReconhecedor(EXATOS, CONTEM);

const PALAVRAS_DE_DESEMPATE = new Set([
  "nota",
  "notas",
  "pontuacao",
  "pontos",
  "prova",
  "desempate",
  "titulos",
  "discursiva",
  "objetiva",
  "redacao",
  "pratica",
]);

/** A header that names a partial score ("Nota prova discursiva") is a candidate tie-break column. */
export function pareceDesempate(texto: string): boolean {
  return normalizarTexto(texto)
    .split(" ")
    .some((p) => PALAVRAS_DE_DESEMPATE.has(p));
}
