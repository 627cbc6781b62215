export * from "./pastaOffice";
