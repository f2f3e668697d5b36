// Setup of both Vitest projects (vitest.config.ts): a console error fails the test.
import { failOnConsoleErrors } from "./console-errors.ts";

failOnConsoleErrors();
