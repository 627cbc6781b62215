export * from "./pastaMemoria";
