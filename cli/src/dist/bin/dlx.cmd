@echo off
rem Runs the dlx command line from the dlxkit distribution: needs only a Java 17+ runtime.
rem   Java:         %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java on the PATH.
rem   JVM options:  the defaults below, then DLX_JAVA_OPTS (added after them, so it can override).
rem The class-data sharing archive of bin/dlx is not used here (start-up is slower by about 0.1 s).
rem
rem The defaults are bin/dlx's (it says why): the parallel collector; the JIT at ten times the JDK's
rem thresholds, but Sudoku's code at the JDK's own (quoted: the patterns hold * and commas), and
rem for "dlx sudoku" the text code of its batches too (DLX_SUDOKU_JIT).
rem One line for the command: no caret continuation, which a file with LF line ends may break.
rem Whether stderr and stdout are terminals: cmd cannot tell cheaply, so both are "no" (false),
rem the answer whose output is right everywhere. On stderr: plain progress lines, no carriage
rem returns in a log. On stdout: the same bytes, written in blocks, as to any file or pipe (where a
rem write per line cost a fifth of a Sudoku batch's CPU); on a console a line then shows at most
rem 0.1 s late, and an error or --stats line still comes after the output before it. Without the
rem property dlx would answer "no" too (it asks /proc, which Windows lacks): now it is said here.
setlocal
set "DLX_LIB=%~dp0..\lib"
if defined JAVA_HOME (
  set "DLX_JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "DLX_JAVA=java"
)
set "DLX_SUDOKU_JIT="
if /i "%~1"=="sudoku" set DLX_SUDOKU_JIT="-XX:CompileCommand=CompileThresholdScaling,io.github.dlxkit.core.io.Utf8Reader::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,java.io.BufferedReader::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,java.lang.String::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,java.lang.StringCoding::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,java.lang.StringLatin1::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,java.lang.StringUTF16::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,sun.nio.cs.*::*,0.1"
"%DLX_JAVA%" -XX:+UseParallelGC -XX:CompileThresholdScaling=10 -XX:CompileCommand=quiet "-XX:CompileCommand=CompileThresholdScaling,io.github.dlxkit.sudoku.*::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,io.github.dlxkit.cli.sudoku.*::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,io.github.dlxkit.core.search.Sha256::*,0.1" "-XX:CompileCommand=CompileThresholdScaling,io.github.dlxkit.core.kernel.*::*,0.1" -Ddlx.stderr.terminal=false -Ddlx.stdout.terminal=false %DLX_SUDOKU_JIT% %DLX_JAVA_OPTS% -jar "%DLX_LIB%\dlx.jar" %*
exit /b %ERRORLEVEL%
