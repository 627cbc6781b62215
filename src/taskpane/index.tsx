import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { Inicio } from "./Inicio";
import { abertoPeloOffice, esperarOffice } from "./office";

/** Entry of the task pane (taskpane.html inside Excel, index.html in web mode). */
function iniciar(): void {
  const raiz = document.getElementById("raiz");
  if (!raiz) throw new Error("Elemento #raiz ausente da página.");
  const dentroDoOffice = abertoPeloOffice();
  const esperar = () => esperarOffice({ dentroDoOffice });
  createRoot(raiz).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <Inicio esperar={esperar} dentroDoOffice={dentroDoOffice}>
          {(hospedeiro) => <App hospedeiro={hospedeiro} />}
        </Inicio>
      </FluentProvider>
    </StrictMode>,
  );
}

iniciar();
