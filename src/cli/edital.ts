/** The edital options shared by `cotas quadro` and `cotas ordem`. */
import type { Edital } from "../engine";
import { ErroDeUso, inteiro, type Argumentos, type TipoDeOpcao } from "./argumentos";
import type { Ambiente } from "./comando";

export const OPCOES_DO_EDITAL: Record<string, TipoDeOpcao> = {
  vagas: "texto",
  regime: "texto",
  "data-edital": "texto",
  pcd: "texto",
  json: "bandeira",
};

export const AJUDA_DO_EDITAL = `  --vagas N                 número de vagas do cargo (obrigatório)
  --regime ID               lei-12990, lei-15142 ou decreto-12536
  --data-edital AAAA-MM-DD  data de publicação do edital (escolhe o regime; padrão: hoje)
  --pcd P                   percentual de PcD do edital (padrão 5; entre 5 e 20)
  --json                    saída em JSON`;

export function editalDaLinha({ opcoes }: Argumentos, ambiente: Ambiente): { vagas: number; edital: Edital } {
  if (opcoes.vagas === undefined) throw new ErroDeUso("informe o número de vagas com --vagas N");
  const vagas = inteiro(opcoes.vagas, "vagas");
  if (opcoes.regime !== undefined && opcoes["data-edital"] !== undefined) {
    throw new ErroDeUso("use --regime ou --data-edital, não os dois");
  }
  const edital: Edital = {};
  if (typeof opcoes.regime === "string") edital.regime = opcoes.regime as Edital["regime"];
  else
    edital.dataPublicacao =
      typeof opcoes["data-edital"] === "string" ? opcoes["data-edital"] : ambiente.hoje();
  if (typeof opcoes.pcd === "string") {
    if (!/^\d+([.,]\d+)?$/.test(opcoes.pcd))
      throw new ErroDeUso(`--pcd deve ser um percentual, como 5 ou 7,5; recebido "${opcoes.pcd}"`);
    edital.percentuais = { PCD: Number(opcoes.pcd.replace(",", ".")) };
  }
  return { vagas, edital };
}
