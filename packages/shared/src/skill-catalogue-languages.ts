/**
 * Skill list data: programming, markup and query languages. Names and most aliases follow GitHub Linguist's
 * languages.yml (MIT licence); entry format and markers are explained in skills.ts.
 */
export const languageSkills: readonly string[] = [
  'JavaScript|JS|ECMAScript|ES6|Vanilla JS', 'TypeScript|?TS', 'Python|Python3', 'Java|Java 8|Java 17',
  'C#|CSharp|C Sharp', 'C++|CPP', '!C|C programming|C language|ANSI C', '!Go|Golang|Go lang', 'Rust|Rust lang',
  '!Ruby|Ruby language', 'PHP|PHP8', 'Kotlin', '!Swift|SwiftUI|Swift language', 'Objective-C|ObjC|Obj-C',
  '!Scala', '!R|R programming|R language|RStudio', '!Dart', 'Elixir', 'Erlang', 'Haskell', 'Clojure', 'F#|FSharp',
  'Perl', 'Lua', 'Bash|Shell scripting|Shell script|?Shell', 'PowerShell', 'SQL|T-SQL|PL/SQL|PL/pgSQL', 'HTML|HTML5',
  'CSS|CSS3', 'Sass|SCSS', 'Solidity', 'MATLAB', 'Groovy', 'VBA|Visual Basic', 'COBOL', 'Zig',
  // Added from Linguist's list: languages that show up in remote job posts.
  '!Julia|Julia language|JuliaLang', 'OCaml', '!Elm|Elm language', '!Crystal|Crystal language', '!Nim|Nim language',
  'Fortran', 'Assembly|assembly language|x86 assembly|ARM assembly|?asm', '!Pascal|Object Pascal', '^Delphi',
  '!Ada|Ada programming', 'Prolog', 'Common Lisp|?Lisp', 'Scheme programming|?Scheme', 'Racket language|?Racket',
  'Smalltalk', '^Apex|Salesforce Apex', 'ABAP|SAP ABAP', 'Verilog', 'SystemVerilog', 'VHDL', 'CUDA', 'OpenCL',
  'WebAssembly|Wasm', 'CoffeeScript', 'ClojureScript', 'PureScript', 'ReScript', 'ReasonML|?Reason',
  'VB.NET|Visual Basic .NET', 'Tcl', 'GDScript', 'Vyper', 'Wolfram Language|Mathematica', 'LaTeX',
  'XML|XSLT|XPath', 'JSON|JSON Schema', 'YAML', 'GraphQL SDL', 'Nix|NixOS', 'Haxe', 'Kotlin Multiplatform|KMP',
];
