/**
 * `cotas publicar entrada.xlsx -o resultado.docx`: the clerk's workbook read as `cotas anotar` reads it
 * (the edital saved in it by a previous run, or --edital, --mapa, --folha), the result computed, and the
 * publication (src/publicacao) written as a .docx. The workbook is not changed; the .docx is written
 * all or nothing, never over the input, and over an existing file only with --substituir.
 */
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { calcularComLivro, conferir, lerDados, vagasDaPasta } from "../pipeline";
import { publicacaoEmDocx } from "../publicacao/docx";
import { montarPublicacaoDaFase } from "../publicacao/fase";
import {
  ATOS_DA_CONFIRMACAO,
  montarPublicacaoDaConfirmacao,
  pendentesDaConfirmacao,
  type AtoDaConfirmacao,
} from "../publicacao/confirmacao";
import { etapasDaConfirmacao, lerRegistroDaConfirmacao } from "../pipeline/confirmacao";
import { temErros } from "../leitura/problema";
import { montarPublicacao, textoDoTrecho, type Publicacao } from "../publicacao/modelo";
import { lerRegraDaFase } from "../engine/esquemaDaFase";
import { lerConcursoEmFase, quemSegue } from "../engine/fases";
import {
  abrirPastaDoEscrivao,
  ARQUIVOS_DO_DISCO,
  conferirEntrada,
  lerJson,
  OPCOES_DA_PASTA,
  type ArquivosAnotar,
} from "./anotar";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import { conferirSaida, saidaDoDocumento } from "./arquivoDeSaida";
import { linhasDosAvisos } from "./avisos";
import type { Comando } from "./comando";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { errosDosDados } from "./errosDosDados";

const AJUDA = `Uso: cotas publicar ENTRADA.xlsx|ENTRADA.csv -o RESULTADO.docx [opções]

Lê a sua pasta de trabalho como "cotas anotar" (com o edital guardado nela por uma execução anterior, ou
com --edital), calcula o resultado e grava o documento do resultado final para o Diário Oficial: por
cargo, o quadro de vagas com os fundamentos, cada lista (ampla concorrência e reservas) com inscrição,
nome, nota e classificação, a ordem de nomeação, as reversões e os empates pendentes; os sorteios e os
atos das convocações registradas, se houver. A pasta não é alterada.
O que só o órgão sabe fica entre colchetes e destacado em amarelo, para preencher antes de publicar:
[NOME DO ÓRGÃO OU ENTIDADE], [CARGO DA AUTORIDADE], [NÚMERO/ANO], [DATA], [LOCAL], [NOME DA AUTORIDADE]
e [NÚMERO/ANO DO EDITAL DE ABERTURA].

  -o, --saida RESULTADO.docx  o documento a gravar (obrigatório)
  --edital EDITAL.json        o edital, como em "cotas anotar"; sem ele, o guardado na pasta
  --mapa MAPA.json            as colunas dos candidatos, como em "cotas anotar"
  --folha NOME                a folha dos candidatos
  --fase FASE.json            em vez do resultado final, o resultado de uma fase: por cargo e lista, quem
                              segue para a etapa seguinte, com a nota de corte (a regra como em "cotas fases")
  --confirmacao ATO           em vez do resultado final, um ato da confirmação da autodeclaração (veja
                              "cotas confirmacao --help"), por cargo e lista reservada:
                                convocacao   quem é convocado(a) para o procedimento, na ordem das notas
                                provisorio   o resultado de cada convocado(a), com o prazo de recurso
                                definitivo   o resultado depois dos recursos (recusado enquanto houver
                                             resultado pendente ou recurso não julgado)
                              os votos e pareceres vêm da folha Confirmação da pasta; o item do edital
                              fica entre colchetes para preencher
  --substituir, --force       substitui RESULTADO.docx se já existir (mantém as permissões dele)`;

/** The blanks of a publication, each once, in order of appearance ("[LOCAL]"…). */
export function camposAPreencher(publicacao: Publicacao): string[] {
  const campos = publicacao.blocos.flatMap((b) =>
    b.tipo === "paragrafo" ? b.trechos.filter((t) => typeof t !== "string").map(textoDoTrecho) : [],
  );
  return [...new Set(campos)];
}

export async function publicarArquivo(
  argv: readonly string[],
  arquivos: ArquivosAnotar = ARQUIVOS_DO_DISCO,
): Promise<string> {
  const { opcoes, posicionais } = lerArgumentos(
    argv,
    { ...OPCOES_DA_PASTA, fase: "texto", confirmacao: "texto" },
    { o: "saida" },
  );
  if (posicionais.length !== 1) {
    throw new ErroDeUso("informe a sua pasta de trabalho: cotas publicar ENTRADA.xlsx -o RESULTADO.docx");
  }
  const entrada = posicionais[0];
  conferirEntrada(entrada);
  const saida = saidaDoDocumento(opcoes.saida);
  const fase = typeof opcoes.fase === "string" ? lerRegraDaFase(await lerJson(arquivos, opcoes.fase)) : null;
  const ato = opcoes.confirmacao;
  if (ato !== undefined && !ATOS_DA_CONFIRMACAO.includes(ato as AtoDaConfirmacao))
    throw new ErroDeUso(
      `ato da confirmação desconhecido ${JSON.stringify(ato)}; use --confirmacao ${ATOS_DA_CONFIRMACAO.join(", ")}`,
    );
  if (ato !== undefined && fase) throw new ErroDeUso("use --fase ou --confirmacao, não os dois");
  const { modoExistente } = await conferirSaida(
    entrada,
    saida,
    opcoes.substituir === true || opcoes.force === true,
  );

  const pasta = await abrirPastaDoEscrivao(entrada, opcoes, arquivos);
  if (pasta.problemasDoArquivo.some((p) => p.gravidade === "erro"))
    throw errosDosDados(pasta.problemasDoArquivo);
  const tabela = await lerDados(pasta.porta, pasta.fonte);
  const cargos = pasta.cargos ?? (await vagasDaPasta(pasta.porta, tabela, pasta.mapa, "cli"));
  const c = conferir({
    tabela,
    mapa: pasta.mapa,
    completarMapa: pasta.mapaParcial,
    edital: pasta.edital,
    cargos,
    leitura: pasta.leitura,
    leitor: "cli",
  });
  if (!c.concurso) throw errosDosDados(c.problemas);
  if (ato !== undefined) {
    const registro = await lerRegistroDaConfirmacao(pasta.porta, c.concurso);
    if (registro && temErros(registro.lido.problemas)) throw errosDosDados(registro.lido.problemas);
    if (!registro && ato !== "convocacao")
      throw new ErroDeUso(
        `a pasta não tem a folha Confirmação: rode antes "cotas confirmacao ${entrada} -o …" e registre os votos e pareceres nela`,
      );
    const etapas = etapasDaConfirmacao(c.concurso, registro?.lido.votos ?? {});
    const pendentes = pendentesDaConfirmacao(etapas);
    if (ato === "definitivo" && pendentes.length)
      throw new ErroDeUso(
        `o resultado definitivo pede todos os procedimentos registrados e os recursos julgados; ainda ${pendentes.length === 1 ? "está pendente" : "estão pendentes"}: ${pendentes.join(", ")}`,
      );
    const publicacao = montarPublicacaoDaConfirmacao({
      concurso: c.concurso,
      etapas,
      ato: ato as AtoDaConfirmacao,
    });
    await gravar(arquivos, saida, await publicacaoEmDocx(publicacao), modoExistente);
    const convocados = etapas.reduce(
      (n, x) => n + x.etapa.convocacao.reduce((m, l) => m + l.convocados.length, 0),
      0,
    );
    return [
      `${ato === "convocacao" ? "Convocação" : ato === "provisorio" ? "Resultado provisório" : "Resultado definitivo"} da confirmação da autodeclaração gravado em ${saida}: ${convocados} convocação(ões) em ${etapas.length === 1 ? "1 cargo" : `${etapas.length} cargos`}.`,
      `Antes de publicar, preencha os campos destacados: ${camposAPreencher(publicacao).join(", ")}.`,
      ...linhasDosAvisos([...pasta.problemasDoArquivo, ...c.problemas, ...(registro?.lido.problemas ?? [])]),
    ].join("\n");
  }
  if (fase) {
    const concurso = lerConcursoEmFase({ ...c.concurso, fase });
    const resultado = quemSegue(concurso);
    const publicacao = montarPublicacaoDaFase({ concurso, resultado });
    await gravar(arquivos, saida, await publicacaoEmDocx(publicacao), modoExistente);
    const seguem = resultado.cargos.reduce((n, cargo) => n + cargo.avancam.length, 0);
    return [
      `Resultado da fase gravado em ${saida}: ${resultado.cargos.length === 1 ? "1 cargo" : `${resultado.cargos.length} cargos`}, ` +
        `${seguem === 1 ? "1 candidato segue" : `${seguem.toLocaleString("pt-BR")} candidatos seguem`} para a etapa seguinte.`,
      `Antes de publicar, preencha os campos destacados: ${camposAPreencher(publicacao).join(", ")}.`,
      ...linhasDosAvisos([...pasta.problemasDoArquivo, ...c.problemas]),
    ].join("\n");
  }
  const calculado = await calcularComLivro(pasta.porta, c.concurso);
  if ("problemas" in calculado) throw errosDosDados(calculado.problemas);
  const { concurso, resultado } = calculado;
  const publicacao = montarPublicacao({ concurso, resultado });
  await gravar(arquivos, saida, await publicacaoEmDocx(publicacao), modoExistente);
  const nomeados = resultado.candidatos.filter((x) => x.lista !== null).length;
  return [
    `Publicação gravada em ${saida}: ${resultado.cargos.length === 1 ? "1 cargo" : `${resultado.cargos.length} cargos`}, ` +
      `${nomeados === 1 ? "1 candidato nomeado" : `${nomeados.toLocaleString("pt-BR")} candidatos nomeados`} nas vagas.`,
    `Antes de publicar, preencha os campos destacados: ${camposAPreencher(publicacao).join(", ")}.`,
    // What the reading doubted or replaced is in the document too: said here, to check before publishing.
    ...linhasDosAvisos([...pasta.problemasDoArquivo, ...c.problemas], resultado.avisos),
  ].join("\n");
}

async function gravar(
  arquivos: ArquivosAnotar,
  saida: string,
  bytes: Uint8Array,
  modoExistente: number | null,
) {
  try {
    await arquivos.gravarInteiro(saida, bytes, modoExistente);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível gravar ${saida}: ${motivoDoErroDeArquivo(erro)}`);
  }
}

export const publicar: Comando = {
  resumo: "grava o documento do resultado final (.docx) para o Diário Oficial",
  ajuda: AJUDA,
  async executar(argv) {
    try {
      return await publicarArquivo(argv);
    } catch (erro) {
      if (erro instanceof ArquivoRecusado) throw new ErroDeUso(erro.message);
      throw erro;
    }
  },
};
