/**
 * Where the candidates are: the Excel tables of the workbook, its sheets (used range), and inside
 * Excel the region around the current selection. The first table is chosen automatically.
 */
import { Button, Field, Input, makeStyles, Option, tokens } from "@fluentui/react-components";
import { ListaSuspensa } from "./ListaSuspensa";
import { useEffect, useState } from "react";
import type { InfoTabela } from "../../adapters/porta";
import { enderecoNaFolha, nomeDaFolhaNoEndereco, separarEndereco } from "../../planilha/endereco";
import { chaveDaFonte, lugaresDoEscrivao, type LugarDaPasta } from "../../pipeline/lugaresDaPasta";
import { useFluxo } from "../contexto";
import type { Fonte } from "../estado";
import { enderecoA1 } from "../../pipeline";

const useEstilos = makeStyles({
  linha: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  botao: { alignSelf: "flex-start" },
  // At 200% zoom (175 CSS px) "Ler" goes under the field instead of pushing the page sideways.
  intervalo: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalS },
  // The field may be narrower than the input's own width (its size attribute): the column and the input
  // shrink with it.
  campoIntervalo: { flexGrow: 1, flexBasis: "10rem", minWidth: 0, gridTemplateColumns: "minmax(0, 1fr)" },
  entradaIntervalo: { minWidth: 0, width: "100%" },
});

type Opcao = LugarDaPasta & { texto: string };

function textoDaTabela(t: InfoTabela): string {
  const linhas = Math.max(0, t.linhas - 1);
  return `Tabela ${t.nome} (folha ${t.folha}, ${linhas} ${linhas === 1 ? "linha" : "linhas"})`;
}

export function EscolhaDaFonte() {
  const estilos = useEstilos();
  const { estado, porta, lerDados, versaoDaPasta, ambiente } = useFluxo();
  const [opcoes, setOpcoes] = useState<Opcao[]>([]);

  useEffect(() => {
    if (!porta) return;
    let vivo = true;
    void lugaresDoEscrivao(porta).then((lugares) => {
      if (!vivo) return;
      setOpcoes(
        lugares.map((l) => ({
          ...l,
          texto: "tabela" in l ? textoDaTabela(l.tabela) : `Folha ${l.fonte.folha} (toda a área usada)`,
        })),
      );
    });
    return () => {
      vivo = false;
    };
  }, [porta, versaoDaPasta]);

  if (!porta) return null;
  const atual = chaveDaFonte(estado.fonte);
  const selecionada = opcoes.find((o) => o.valor === atual);
  const textoAtual =
    selecionada?.texto ??
    (estado.fonte?.tipo === "intervalo" && estado.fonte.endereco
      ? `Folha ${estado.fonte.folha}, ${estado.fonte.endereco}`
      : "");

  return (
    <div className={estilos.linha}>
      <Field label="Onde estão os candidatos">
        <ListaSuspensa
          value={textoAtual}
          selectedOptions={selecionada ? [selecionada.valor] : []}
          placeholder="Escolha uma tabela ou folha"
          disabled={estado.lendo}
          onOptionSelect={(_, d) => {
            const opcao = opcoes.find((o) => o.valor === d.optionValue);
            if (opcao) void lerDados(opcao.fonte);
          }}
        >
          {opcoes.map((o) => (
            <Option key={o.valor} value={o.valor}>
              {o.texto}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
      {ambiente.hospedeiro === "excel" && (
        <Button className={estilos.botao} size="small" onClick={() => void lerDados({ tipo: "selecao" })}>
          Usar a região da seleção atual
        </Button>
      )}
      <OutroIntervalo />
    </div>
  );
}

/** A range typed as Excel writes it ("Candidatos!A3:J302", or "A3:J302" in the sheet in use). */
export function fonteDoEndereco(texto: string, folhaAtual: string | null): Fonte | null {
  const t = texto.trim().replace(/^=/, "");
  const comFolha = separarEndereco(t);
  if (comFolha) return { tipo: "intervalo", folha: comFolha.folha, endereco: comFolha.celula };
  if (!folhaAtual) return null;
  const naFolha = separarEndereco(`${nomeDaFolhaNoEndereco(folhaAtual)}!${t}`);
  return naFolha ? { tipo: "intervalo", folha: folhaAtual, endereco: naFolha.celula } : null;
}

function OutroIntervalo() {
  const estilos = useEstilos();
  const { estado, lerDados } = useFluxo();
  const [texto, setTexto] = useState("");
  const [erro, setErro] = useState<string | null>(null);
  // The example is the range in use, written as Excel writes it.
  const tabela = estado.dados?.amostra;
  const { linhas = 0, colunas = 0 } = estado.dados ?? {};
  const exemplo =
    tabela && linhas > 0 && colunas > 0
      ? enderecoNaFolha(
          tabela.folha,
          enderecoA1({ linha: tabela.linhaInicial, coluna: tabela.colunaInicial, linhas, colunas }),
        )
      : "Candidatos!A3:J302";
  const ler = () => {
    const fonte = fonteDoEndereco(texto, tabela?.folha ?? null);
    if (!fonte) {
      setErro(`Escreva um intervalo como ${exemplo}.`);
      return;
    }
    setErro(null);
    void lerDados(fonte);
  };
  return (
    <form
      className={estilos.intervalo}
      onSubmit={(e) => {
        e.preventDefault();
        ler();
      }}
    >
      <Field
        className={estilos.campoIntervalo}
        label="Ou um intervalo"
        validationState={erro ? "error" : "none"}
        validationMessage={erro ?? undefined}
      >
        <Input
          className={estilos.entradaIntervalo}
          size="small"
          placeholder={exemplo}
          value={texto}
          onChange={(_, d) => setTexto(d.value)}
        />
      </Field>
      <Button size="small" type="submit" disabled={estado.lendo || texto.trim() === ""}>
        Ler
      </Button>
    </form>
  );
}
