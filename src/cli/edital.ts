/** The edital options shared by `cotas quadro` and `cotas ordem`: a few on the line, or every field of
 *  the edital from a file (`--edital`, checked by the edital's schema). */
import type { Edital } from "../engine";
import { ErroDeUso, inteiro, type Argumentos, type TipoDeOpcao } from "./argumentos";
import type { Ambiente } from "./comando";
import { editalDoArquivo } from "./concursoDoArquivo";

export const OPCOES_DO_EDITAL: Record<string, TipoDeOpcao> = {
  vagas: "texto",
  regime: "texto",
  "data-edital": "texto",
  pcd: "texto",
  edital: "texto",
  json: "bandeira",
};

export const AJUDA_DO_EDITAL = `  --vagas N                 número de vagas do cargo (obrigatório)
  --regime ID               lei-12990, lei-15142 ou decreto-12536
  --data-edital AAAA-MM-DD  data de publicação do edital (escolhe o regime); esta ou --regime é obrigatória
  --pcd P                   percentual de PcD do edital (padrão 5; entre 5 e 20)
  --edital ARQUIVO.json     o edital inteiro, {"edital": {…}} como no cotas alocar: percentuais,
                            arredondamento, minimoDeVagas, tetoPcd, modoOrdem, series… (no lugar de
                            --regime, --data-edital e --pcd)
  --json                    saída em JSON`;

export function editalDaLinha({ opcoes }: Argumentos, ambiente: Ambiente): { vagas: number; edital: Edital } {
  if (opcoes.vagas === undefined) throw new ErroDeUso("informe o número de vagas com --vagas N");
  // A cargo with no vaga has no quadro to compute: an all-zero table would read as an answer.
  const vagas = inteiro(opcoes.vagas, "vagas", 1);
  if (typeof opcoes.edital === "string") {
    const junto = (["regime", "data-edital", "pcd"] as const).find((o) => opcoes[o] !== undefined);
    if (junto)
      throw new ErroDeUso(`use --edital ou --${junto}, não os dois: o arquivo traz o edital inteiro`);
    return { vagas, edital: editalDoArquivo(opcoes.edital, ambiente) };
  }
  if (opcoes.regime !== undefined && opcoes["data-edital"] !== undefined) {
    throw new ErroDeUso("use --regime ou --data-edital, não os dois");
  }
  // The edital's date chooses the law (Lei 15.142, art. 11; Decreto 12.536, art. 25): today's date
  // taken in silence would apply the newest regime to an older edital.
  if (opcoes.regime === undefined && opcoes["data-edital"] === undefined) {
    throw new ErroDeUso(
      "informe a data de publicação do edital com --data-edital AAAA-MM-DD (ela escolhe a lei aplicável) ou o regime com --regime ID",
    );
  }
  const edital: Edital = {};
  if (typeof opcoes.regime === "string") edital.regime = opcoes.regime as Edital["regime"];
  else edital.dataPublicacao = opcoes["data-edital"] as string;
  if (typeof opcoes.pcd === "string") {
    if (!/^\d+([.,]\d+)?$/.test(opcoes.pcd))
      throw new ErroDeUso(`--pcd deve ser um percentual, como 5 ou 7,5; recebido "${opcoes.pcd}"`);
    edital.percentuais = { PCD: Number(opcoes.pcd.replace(",", ".")) };
  }
  return { vagas, edital };
}
