/**
 * "Importar lista publicada (PDF ou texto)" in the Dados step: a button, and the panel it opens
 * (./PainelDeImportacao), loaded only then — with the text field and list picker it needs, so that the
 * pane's first load does not grow for a clerk who never imports.
 */
import { Button, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import { sobDemanda } from "./SobDemanda";

const PainelDeImportacao = sobDemanda(
  () => import(/* webpackChunkName: "importar" */ "./PainelDeImportacao").then((m) => m.default),
  "Abrindo a importação…",
);

const useEstilos = makeStyles({ botao: { alignSelf: "flex-start" } });

export function ImportarPublicada() {
  const estilos = useEstilos();
  const [aberto, setAberto] = useState(false);
  if (!aberto) {
    return (
      <Button size="small" className={estilos.botao} onClick={() => setAberto(true)}>
        Importar lista publicada (PDF ou texto)
      </Button>
    );
  }
  return <PainelDeImportacao fechar={() => setAberto(false)} />;
}
