/**
 * "Importar lista publicada (PDF ou texto)" in the Dados step: a button, and the panel it opens
 * (./PainelDeImportacao), loaded only then — with the text field and list picker it needs, so that the
 * pane's first load does not grow for a clerk who never imports.
 */
import { Button, makeStyles, Spinner } from "@fluentui/react-components";
import { lazy, Suspense, useState } from "react";

const PainelDeImportacao = lazy(() => import(/* webpackChunkName: "importar" */ "./PainelDeImportacao"));

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
  return (
    <Suspense fallback={<Spinner size="tiny" label="Abrindo a importação…" />}>
      <PainelDeImportacao fechar={() => setAberto(false)} />
    </Suspense>
  );
}
