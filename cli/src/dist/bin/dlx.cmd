@echo off
rem Runs the dlx command line from the dlxkit distribution: needs only a Java 17+ runtime.
rem   Java:         %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java on the PATH.
rem   JVM options:  the defaults below, then DLX_JAVA_OPTS (added after them, so it can override).
rem The class-data sharing archive of bin/dlx is not used here (start-up is slower by about 0.1 s).
setlocal
set "DLX_LIB=%~dp0..\lib"
if defined JAVA_HOME (
  set "DLX_JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "DLX_JAVA=java"
)
"%DLX_JAVA%" -XX:+UseParallelGC -XX:CompileThresholdScaling=10 -Ddlx.stderr.terminal=false %DLX_JAVA_OPTS% -jar "%DLX_LIB%\dlx.jar" %*
exit /b %ERRORLEVEL%
