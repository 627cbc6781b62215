/**
 * The Portuguese face of the functions: name, description and parameters of each function of
 * functions.ts, by function id and by the parameter's name in the English metadata. The only source
 * of the pt-BR texts; scripts/gerar-metadados-ptbr.ts merges it into functions.pt-BR.json, and a test
 * checks that it names exactly the functions and parameters of the generated functions.json.
 *
 * Names: none equals an Excel built-in in any language, since Excel matches a custom function's bare
 * name too (Microsoft, "Custom functions naming and localization"). The COTAS.ORDEM would be
 * RANK in Portuguese Excel (ORDEM, ORDEM.EQ): the order is ORDEM.NOMEACAO. The names are written without
 * accents, as the issue spells them (=COTAS.POSICOES): what a clerk types on any keyboard.
 */
export interface TraducaoDeParametro {
  nome: string;
  descricao: string;
}

export interface TraducaoDeFuncao {
  nome: string;
  descricao: string;
  /** By the parameter's name in functions.json (the TypeScript parameter). */
  parametros: Record<string, TraducaoDeParametro>;
}

const VAGAS: TraducaoDeParametro = {
  nome: "vagas",
  descricao:
    "Número de vagas do cargo: as do edital mais as surgidas durante a validade do concurso (Lei 15.142, art. 1º, § 2º).",
};
const DATA_EDITAL: TraducaoDeParametro = {
  nome: "data_edital",
  descricao:
    "Data de publicação do edital; ela escolhe a lei aplicável (Lei 15.142, art. 11; Decreto 12.536, art. 25). Omitida: um edital publicado hoje.",
};
const PERCENTUAL_PCD: TraducaoDeParametro = {
  nome: "percentual_pcd",
  descricao:
    "Percentual das vagas reservado a pessoas com deficiência, de 5% a 20% (Decreto 9.508, art. 1º; Lei 8.112, art. 5º, § 2º). Omitido: 5%.",
};
const EDITAL: TraducaoDeParametro = {
  nome: "edital",
  descricao:
    'O edital inteiro em JSON, o objeto "edital" do cotas alocar (regime, percentuais, arredondamento, minimoDeVagas, tetoPcd, cascata, modoOrdem, series…), por exemplo numa célula; decide a lei e as escolhas, no lugar de data_edital e percentual_pcd. Omitido: o edital dos outros argumentos.',
};
const LISTA: TraducaoDeParametro = {
  nome: "lista",
  descricao:
    'A lista: AC, PPP, IND, QUI, PPIQ ou PCD, ou por extenso ("ampla", "pretos e pardos", "indígenas", "quilombolas", "pessoas com deficiência").',
};

/** RESERVA and POSICOES: the vagas, the list, and the edital. */
const PARAMETROS_DE_UMA_LISTA: Record<string, TraducaoDeParametro> = {
  vacancies: VAGAS,
  list: LISTA,
  noticeDate: DATA_EDITAL,
  disabilityPercent: PERCENTUAL_PCD,
  notice: EDITAL,
};

export const NOMES_PT_BR: Record<string, TraducaoDeFuncao> = {
  BREAKDOWN: {
    nome: "QUADRO",
    descricao:
      "O quadro de vagas do edital: quantas vão à ampla concorrência (AC) e a cada reserva (PPP, IND, QUI ou PPIQ, e PCD), com cabeçalho, em linha ou em coluna.",
    parametros: {
      vacancies: VAGAS,
      noticeDate: DATA_EDITAL,
      disabilityPercent: PERCENTUAL_PCD,
      orientation: { nome: "orientação", descricao: '"linha" (padrão) ou "coluna".' },
      notice: EDITAL,
    },
  },
  RESERVED: {
    nome: "RESERVA",
    descricao: "Quantas vagas do quadro do edital cabem a uma lista.",
    parametros: PARAMETROS_DE_UMA_LISTA,
  },
  NOMINATION_ORDER: {
    nome: "ORDEM.NOMEACAO",
    descricao:
      "A ordem de nomeação: a lista que nomeia em cada posição, de 1 até o número de vagas, uma por linha (alternância e proporcionalidade, Lei 15.142, art. 9º).",
    parametros: {
      vacancies: VAGAS,
      noticeDate: DATA_EDITAL,
      disabilityPercent: PERCENTUAL_PCD,
      until: {
        nome: "até",
        descricao:
          "Última posição a mostrar, além das vagas (cadastro de reserva: a ordem continua). Omitida: o número de vagas.",
      },
      notice: EDITAL,
    },
  },
  POSITIONS: {
    nome: "POSICOES",
    descricao: "As posições de uma lista na ordem de nomeação, uma por linha.",
    parametros: PARAMETROS_DE_UMA_LISTA,
  },
  LIST_AT: {
    nome: "LISTA",
    descricao: "A lista que nomeia numa posição da ordem de nomeação.",
    parametros: {
      position: {
        nome: "posição",
        descricao:
          "Posição na ordem de nomeação (1 = primeira nomeação); além das vagas, a ordem continua (cadastro de reserva).",
      },
      vacancies: VAGAS,
      noticeDate: DATA_EDITAL,
      disabilityPercent: PERCENTUAL_PCD,
      notice: EDITAL,
    },
  },
  ALLOCATE: {
    nome: "ALOCAR",
    descricao:
      "Aloca os candidatos às vagas: em cada linha, a lista cuja vaga o candidato ocupa e a sua posição na ordem de nomeação (em branco se não for nomeado); uma terceira coluna avisa quando um empate torna o resultado provisório ou quando o edital não tem uma reserva que a linha nomeia.",
    parametros: {
      ids: { nome: "ids", descricao: "Coluna com a identificação de cada candidato (número de inscrição)." },
      scores: { nome: "notas", descricao: "Coluna com a nota final de cada candidato." },
      lists: {
        nome: "listas",
        descricao:
          'Coluna com as listas em que o candidato está classificado: "AC", "AC;PPP", "pretos e pardos, PcD"… Em branco: só AC.',
      },
      vacancies: VAGAS,
      noticeDate: DATA_EDITAL,
      disabilityPercent: PERCENTUAL_PCD,
      notice: EDITAL,
    },
  },
  CUT_SCORE: {
    nome: "CORTE",
    descricao:
      "A nota de corte de uma lista numa fase do concurso: a nota do último que segue por ela, com os empatados no último lugar; o optante que segue pela ampla consta da reserva sem ser contado (Decreto 12.536, arts. 18 e 19; Lei 15.142, art. 6º).",
    parametros: {
      scores: { nome: "notas", descricao: "Coluna com a nota de cada candidato na fase." },
      lists: {
        nome: "listas",
        descricao:
          'Coluna com as listas em que cada candidato concorre: "AC", "AC;PPP", "pretos e pardos, PcD"… Em branco: só AC.',
      },
      list: LISTA,
      limits: {
        nome: "limites",
        descricao:
          "Quantos seguem: um número (o limite da ampla, que basta para o corte da AC) ou um intervalo de duas colunas, lista e limite (AC 162, PPP 54, PCD 11); lista sem limite não tem corte.",
      },
      minScore: {
        nome: "nota_minima",
        descricao: "Nota mínima da fase: ninguém abaixo dela segue, nem os optantes. Omitida: nenhuma.",
      },
      noticeDate: DATA_EDITAL,
      disabilityPercent: PERCENTUAL_PCD,
      notice: EDITAL,
    },
  },
  CONFIRMATION: {
    nome: "CONFIRMACAO",
    descricao:
      "O resultado de uma pessoa na heteroidentificação a partir dos votos: maioria da comissão (5 integrantes), depois da comissão recursal (3 outros); onde o edital adota, prevalece a autodeclaração se a decisão contrária não foi unânime nas duas (Lei 15.142, art. 3º; IN Conjunta MGI/MIR/MPI 261/2025, citada pelos editais).",
    parametros: {
      committee: {
        nome: "comissao",
        descricao:
          'Os votos da comissão, num intervalo ou numa célula: "favor" ou "contra" (também "a favor", "sim", "não", VERDADEIRO, FALSO); células vazias são votos ainda não registrados. Ou uma célula "ausente" ou "recusou filmagem".',
      },
      appeal: {
        nome: "recurso",
        descricao:
          'Os votos da comissão recursal, num intervalo; ou "interposto" enquanto o recurso não é julgado. Omitido ou vazio: sem recurso.',
      },
      rule: {
        nome: "regra",
        descricao:
          'As escolhas do edital para a etapa, em JSON: o objeto "confirmacao" do edital ({"comissao": {"integrantes": 5, "decisao": "maioria"}, "comissaoRecursal": {…}, "prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes": true}) ou o edital inteiro. Omitido: a regra federal.',
      },
    },
  },
  ROUND_HALF_UP: {
    nome: "ARREDONDAR",
    descricao:
      "Arredonda à unidade como a lei: fração igual ou maior que 0,5 para cima, menor para baixo (Lei 15.142, art. 5º, § 2º).",
    parametros: { value: { nome: "valor", descricao: "O número a arredondar." } },
  },
};
