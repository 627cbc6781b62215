/**
 * Setup of every test file: Testing Library's waits (findBy…, waitFor) get 10 s instead of 1 s. The
 * component tests render the whole pane and wait for the engine's answer; on the shared 2-core machines
 * where CI and the developers run, a busy second could make a correct pane look wrong.
 */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 10_000 });
