import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { esperarOffice } from "./office";

/** Entry of the task pane (taskpane.html inside Excel, index.html in web mode). */
async function iniciar(): Promise<void> {
  const hospedeiro = await esperarOffice();
  const raiz = document.getElementById("raiz");
  if (!raiz) throw new Error("Elemento #raiz ausente da página.");
  createRoot(raiz).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <App hospedeiro={hospedeiro} />
      </FluentProvider>
    </StrictMode>,
  );
}

void iniciar();
